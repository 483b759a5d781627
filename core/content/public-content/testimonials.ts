// SPEC section 3: testimonials are hard-coded, not fetched. Two samples.
export type Testimonial = { id: string; content: string; author: string; title: string; location?: string };

export const testimonials: readonly Testimonial[] = [
  {
    id: "t1",
    content:
      "Discreet from the first call to the last session. My family now moves through the world with a calm we did not have before.",
    author: "A. R.",
    title: "Founder & Chair, private holding company",
    location: "Geneva",
  },
  {
    id: "t2",
    content:
      "No theatrics, no bravado: just patient, exacting instruction. The most valuable hours I have invested in years.",
    author: "M. K.",
    title: "Chief Executive, listed technology group",
    location: "London",
  },
];
