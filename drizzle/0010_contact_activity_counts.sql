CREATE TABLE "contact_activity_counts" (
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"activities" integer NOT NULL,
	CONSTRAINT "contact_activity_counts_dimension_value_pk" PRIMARY KEY("dimension","value"),
	CONSTRAINT "contact_activity_counts_dimension_check" CHECK ("dimension" IN ('all', 'status', 'contact_method', 'priority'))
);
