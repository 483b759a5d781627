const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be an id at all: anything else names no row, and never reaches a query. */
export const isUuid = (value: string | null | undefined): value is string => !!value && UUID.test(value);
