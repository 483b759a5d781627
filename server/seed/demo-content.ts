// The demo content as plain data: what a fresh install shows before an operator has written anything.
// No I/O here; seed-demo.ts turns it into rows. Dates are offsets from "now" so the demo never goes stale.
import type { AchievementRule } from "#core/members/achievements/achievement-rules.ts";
import type { EventRequirements } from "#server/db/schema.ts";

export const DEMO_MEMBER = {
  email: "member@demo.local",
  password: "DemoMember2026!",
  firstName: "Alexandra",
  lastName: "Whitmore",
} as const;

export const DEMO_MEMBER_PHONE = "+44 20 7946 0321";

/** Features are stored one per line as "Feature Name: Feature description" (SPEC section 3). */
const features = (lines: [string, string][]) => lines.map(([name, text]) => `${name}: ${text}`).join("\n");

export type DemoProgram = {
  name: string;
  tagline: string;
  duration: string;
  targetAudience: string;
  description: string;
  features: string;
  displayOrder: number;
  /** How many generated images the program gets (2-4). */
  imageCount: number;
};

export const demoPrograms: DemoProgram[] = [
  {
    name: "Executive Protection Mastery",
    tagline: "Composure and foresight for those who carry responsibility",
    duration: "12 weeks",
    targetAudience: "Senior executives, principals and their chiefs of staff",
    description:
      "A private programme that builds the judgement to recognise risk early and the calm to act on it. Sessions are scheduled around the client's diary and delivered one-to-one by a senior instructor. The emphasis is on prevention, discretion and clear decisions under pressure.",
    features: features([
      ["Threat Awareness", "Reading environments, routines and people before anything happens."],
      ["Protective Routines", "Daily habits that quietly reduce exposure at home, in transit and at work."],
      ["Decision Drills", "Scenario rehearsals that train calm, fast and proportionate choices."],
      ["Team Coordination", "Working smoothly alongside close protection and household staff."],
      ["Private Debriefs", "Confidential one-to-one reviews after every module."],
    ]),
    displayOrder: 1,
    imageCount: 4,
  },
  {
    name: "Family Security Readiness",
    tagline: "A shared plan, practised calmly, for every member of the household",
    duration: "8 weeks",
    targetAudience: "Families, partners and household staff",
    description:
      "Prepares a whole household to respond together and without alarm. Age-appropriate sessions cover home procedures, communication plans and what to do when something feels wrong. Families finish with a written plan they have rehearsed.",
    features: features([
      ["Household Plan", "A written, rehearsed plan tailored to your home and routines."],
      ["Age-Appropriate Sessions", "Calm, confidence-building guidance for children and teenagers."],
      ["Communication Protocols", "Simple check-in and escalation steps everyone remembers."],
      ["Staff Briefings", "Clear guidance for nannies, drivers and household teams."],
    ]),
    displayOrder: 2,
    imageCount: 3,
  },
  {
    name: "Close Quarters Confidence",
    tagline: "Controlled, proportionate self-protection in confined spaces",
    duration: "10 weeks",
    targetAudience: "Individuals seeking practical personal safety skills",
    description:
      "Develops the awareness, posture and movement to stay safe when space is limited. Training is progressive, supervised and built around de-escalation first. Participants gain confidence through controlled practice rather than intensity.",
    features: features([
      ["De-escalation First", "Voice, distance and body language that defuse situations early."],
      ["Movement Fundamentals", "Balance, footwork and positioning in tight environments."],
      ["Controlled Practice", "Supervised drills at a pace matched to each participant."],
      ["Legal Awareness", "Understanding proportionate response and its responsibilities."],
      ["Conditioning Plan", "A personal fitness plan that supports the skills taught."],
    ]),
    displayOrder: 3,
    imageCount: 2,
  },
  {
    name: "Travel Risk Preparedness",
    tagline: "Move through unfamiliar places with quiet confidence",
    duration: "6 weeks",
    targetAudience: "Frequent international travellers and their assistants",
    description:
      "Equips frequent travellers to plan routes, choose accommodation and respond to disruption abroad. Each module draws on current regional briefings and the traveller's real itineraries. The result is a repeatable pre-travel routine and clear contingency steps.",
    features: features([
      ["Destination Briefings", "Current, region-specific guidance before each journey."],
      ["Route Planning", "Choosing transport, timings and accommodation with risk in mind."],
      ["Digital Hygiene", "Protecting devices, accounts and location data on the move."],
      ["Contingency Steps", "What to do when flights, borders or plans change suddenly."],
      ["Medical Readiness", "Essential first-aid knowledge and kit for remote travel."],
      ["Check-in Service", "Optional discreet check-ins with our operations desk while abroad."],
    ]),
    displayOrder: 4,
    imageCount: 3,
  },
  {
    name: "Sovereign Resilience Intensive",
    tagline: "Our most complete programme, delivered in a private residential format",
    duration: "4 weeks residential",
    targetAudience: "Principals who want comprehensive preparation in a short window",
    description:
      "An immersive residential programme combining the core of every discipline we teach. Participants train in small cohorts at a private venue with dedicated instructors. It concludes with a full assessment and a personal resilience plan.",
    features: features([
      ["Residential Format", "Private accommodation and training at a discreet venue."],
      ["Integrated Curriculum", "Awareness, travel, household and personal safety in one programme."],
      ["Small Cohorts", "No more than six participants per intake."],
      ["Final Assessment", "A structured evaluation with written feedback."],
      ["Resilience Plan", "A personal plan reviewed with you three months later."],
    ]),
    displayOrder: 5,
    imageCount: 4,
  },
];

export type DemoFaq = { question: string; answer: string; isActive: boolean; displayOrder: number };

export const demoFaqs: DemoFaq[] = [
  {
    question: "How do I apply for a programme?",
    answer:
      "Complete the application form with your details and the programme you are interested in. A senior consultant reviews every application personally before any conversation takes place.",
    isActive: true,
    displayOrder: 1,
  },
  {
    question: "How quickly will I hear back?",
    answer:
      "Within 48 hours of your application a consultant will contact you by your preferred method to arrange a private, no-obligation conversation.",
    isActive: true,
    displayOrder: 2,
  },
  {
    question: "Is my information kept confidential?",
    answer:
      "Yes. Client identities, itineraries and training records are held in strict confidence, shared only with the instructors assigned to you, and never used for marketing.",
    isActive: true,
    displayOrder: 3,
  },
  {
    question: "Do you accept clients without a referral?",
    answer:
      "Most clients come to us by referral, but we consider direct applications too. Each intake is deliberately small, so places are offered after a consultation.",
    isActive: true,
    displayOrder: 4,
  },
  {
    question: "Where does training take place?",
    answer:
      "Sessions are held at private venues in London, Geneva and Dubai, or at your residence or office where appropriate. Residential programmes use a discreet countryside venue.",
    isActive: true,
    displayOrder: 5,
  },
  {
    question: "What do the programmes cost?",
    answer:
      "Fees are available on request. Every programme is tailored, so we confirm a fee after the initial consultation once we understand what you need.",
    isActive: true,
    displayOrder: 6,
  },
  {
    question: "Can I bring a companion to the first consultation?",
    answer: "Yes. Partners, family members or advisers are welcome; please mention them when you apply.",
    isActive: false,
    displayOrder: 7,
  },
  {
    question: "Do you offer gift vouchers?",
    answer: "Not at present. Please contact the office if you would like to sponsor a programme for someone.",
    isActive: false,
    displayOrder: 8,
  },
];

export type DemoAchievement = {
  name: string;
  description: string;
  icon: string;
  points: number;
  rarity: "common" | "rare" | "epic" | "legendary";
  category: string;
  badgeColor: string;
  isActive: boolean;
  /** What earns it and how many times (core/members/achievements/achievement-rules.ts). */
  rule: AchievementRule;
  target: number;
};

/**
 * Earned by the rules engine from real events, never typed in: the demo member's earned achievements
 * and progress are counted from their history when the demo is seeded.
 */
export const demoAchievements: DemoAchievement[] = [
  {
    name: "Personal Touch",
    description: "Completed your profile so your instructor can reach you.",
    icon: "user-check",
    points: 5,
    rarity: "common",
    category: "community",
    badgeColor: "#8a8f98",
    isActive: true,
    rule: "profile_completed",
    target: 1,
  },
  {
    name: "First Step",
    description: "Attended your first training event.",
    icon: "footprints",
    points: 10,
    rarity: "common",
    category: "attendance",
    badgeColor: "#9aa1a9",
    isActive: true,
    rule: "events_attended",
    target: 1,
  },
  {
    name: "Committed",
    description: "Had your first program registration approved.",
    icon: "handshake",
    points: 15,
    rarity: "common",
    category: "milestones",
    badgeColor: "#7d8b99",
    isActive: true,
    rule: "registrations_approved",
    target: 1,
  },
  {
    name: "Punctual",
    description: "Attended five training events.",
    icon: "clock",
    points: 25,
    rarity: "rare",
    category: "attendance",
    badgeColor: "#4f7cac",
    isActive: true,
    rule: "events_attended",
    target: 5,
  },
  {
    name: "Well Rounded",
    description: "Had three program registrations approved.",
    icon: "compass",
    points: 45,
    rarity: "rare",
    category: "milestones",
    badgeColor: "#3f8f8a",
    isActive: true,
    rule: "registrations_approved",
    target: 3,
  },
  {
    name: "Programme Graduate",
    description: "Completed a full program.",
    icon: "award",
    points: 60,
    rarity: "rare",
    category: "milestones",
    badgeColor: "#b08d57",
    isActive: true,
    rule: "programs_completed",
    target: 1,
  },
  {
    name: "Steady Hand",
    description: "Attended ten training events.",
    icon: "target",
    points: 80,
    rarity: "epic",
    category: "attendance",
    badgeColor: "#7a4fa0",
    isActive: true,
    rule: "events_attended",
    target: 10,
  },
  {
    name: "Guardian",
    description: "Completed two programs.",
    icon: "shield",
    points: 120,
    rarity: "epic",
    category: "milestones",
    badgeColor: "#b0573c",
    isActive: true,
    rule: "programs_completed",
    target: 2,
  },
  {
    name: "Sovereign",
    description: "Completed three programs: mastery, not a moment.",
    icon: "crown",
    points: 250,
    rarity: "legendary",
    category: "milestones",
    badgeColor: "#d4af37",
    isActive: true,
    rule: "programs_completed",
    target: 3,
  },
  {
    name: "Early Adopter",
    description: "Joined during the members portal pilot.",
    icon: "star",
    points: 5,
    rarity: "common",
    category: "community",
    badgeColor: "#6b6f76",
    isActive: false,
    rule: "registrations_approved",
    target: 1,
  },
];

export type DemoEvent = {
  /** A stable handle for bookings below; not stored. */
  key: string;
  title: string;
  description: string;
  eventType: "training" | "assessment" | "meeting" | "workshop" | "exam";
  /** A fixed hour (UTC) some days ahead, or a few hours from now for the "later today" event. */
  start: { dayOffset: number; hourUtc: number } | { hoursFromNow: number };
  durationMinutes: number;
  location: string;
  maxCapacity: number | null;
  currentCapacity: number;
  isMandatory?: boolean;
  meetingUrl?: string;
  requirements?: EventRequirements;
  programName?: string;
};

export const demoEvents: DemoEvent[] = [
  {
    key: "today-briefing",
    title: "Weekly Operations Briefing",
    description: "A short online briefing on the week's schedule and any travel advisories.",
    eventType: "meeting",
    start: { hoursFromNow: 3 },
    durationMinutes: 45,
    location: "Online",
    maxCapacity: null,
    currentCapacity: 4,
    meetingUrl: "https://meet.example.com/sd-weekly-briefing",
    requirements: {
      equipment: ["Laptop or tablet with camera", "Headphones"],
      prerequisites: ["Active programme registration"],
    },
  },
  {
    key: "awareness-fundamentals",
    title: "Awareness Fundamentals",
    description: "Reading environments and routines: the foundation module of every programme.",
    eventType: "training",
    start: { dayOffset: 2, hourUtc: 9 },
    durationMinutes: 180,
    location: "London, Mayfair studio",
    maxCapacity: 8,
    currentCapacity: 5,
    programName: "Executive Protection Mastery",
  },
  {
    key: "household-workshop",
    title: "Household Plan Workshop",
    description: "Families draft and walk through their household plan with an instructor.",
    eventType: "workshop",
    start: { dayOffset: 5, hourUtc: 14 },
    durationMinutes: 120,
    location: "London, Mayfair studio",
    maxCapacity: 6,
    currentCapacity: 6,
    programName: "Family Security Readiness",
  },
  {
    key: "movement-practice",
    title: "Movement and Positioning Practice",
    description: "Supervised practice of balance, footwork and positioning in confined spaces.",
    eventType: "training",
    start: { dayOffset: 9, hourUtc: 10 },
    durationMinutes: 120,
    location: "Geneva, private training hall",
    maxCapacity: 10,
    currentCapacity: 3,
    programName: "Close Quarters Confidence",
  },
  {
    key: "midpoint-assessment",
    title: "Mid-Programme Assessment",
    description: "A structured review of progress at the programme midpoint, with written feedback.",
    eventType: "assessment",
    start: { dayOffset: 12, hourUtc: 9 },
    durationMinutes: 90,
    location: "London, Mayfair studio",
    maxCapacity: 4,
    currentCapacity: 1,
    isMandatory: true,
    programName: "Executive Protection Mastery",
  },
  {
    key: "travel-workshop",
    title: "Pre-Travel Routine Workshop",
    description: "Build a repeatable pre-travel checklist around a real upcoming itinerary.",
    eventType: "workshop",
    start: { dayOffset: 16, hourUtc: 13 },
    durationMinutes: 150,
    location: "Dubai, DIFC suite",
    maxCapacity: 12,
    currentCapacity: 7,
    programName: "Travel Risk Preparedness",
  },
  {
    key: "instructor-meeting",
    title: "Cohort Planning Meeting",
    description: "Meet your instructors to agree the schedule for the residential intensive.",
    eventType: "meeting",
    start: { dayOffset: 20, hourUtc: 15 },
    durationMinutes: 60,
    location: "London, Mayfair studio",
    maxCapacity: null,
    currentCapacity: 0,
    programName: "Sovereign Resilience Intensive",
  },
  {
    key: "first-aid-exam",
    title: "Travel First-Aid Certification",
    description: "Practical and written examination for the travel first-aid module.",
    eventType: "exam",
    start: { dayOffset: 26, hourUtc: 9 },
    durationMinutes: 120,
    location: "Geneva, private training hall",
    maxCapacity: 8,
    currentCapacity: 8,
    programName: "Travel Risk Preparedness",
  },
  {
    key: "final-assessment",
    title: "Residential Final Assessment",
    description: "The concluding assessment of the residential intensive.",
    eventType: "exam",
    start: { dayOffset: 33, hourUtc: 9 },
    durationMinutes: 240,
    location: "Cotswolds, private residence",
    maxCapacity: 6,
    currentCapacity: 2,
    programName: "Sovereign Resilience Intensive",
  },
];

/** The demo member's bookings: confirmed ones take a seat, the cancelled one does not. */
export type DemoBooking = {
  eventKey: string;
  status: "confirmed" | "cancelled";
  daysAgo: number;
  cancelledDaysAgo?: number;
};

export const demoBookings: DemoBooking[] = [
  { eventKey: "awareness-fundamentals", status: "confirmed", daysAgo: 6 },
  { eventKey: "midpoint-assessment", status: "confirmed", daysAgo: 4 },
  { eventKey: "travel-workshop", status: "cancelled", daysAgo: 10, cancelledDaysAgo: 3 },
];

export type DemoRegistration = {
  programName: string;
  status: "pending" | "active" | "completed";
  progressPercentage: number;
  registeredDaysAgo: number;
  startedDaysAgo?: number;
  endedDaysAgo?: number;
  notes: string | null;
};

/** The demo member's registrations, by programme name. */
export const demoRegistrations: DemoRegistration[] = [
  {
    programName: "Executive Protection Mastery",
    status: "active",
    progressPercentage: 45,
    registeredDaysAgo: 45,
    startedDaysAgo: 38,
    notes: "Sessions on Tuesday mornings by preference.",
  },
  {
    programName: "Travel Risk Preparedness",
    status: "pending",
    progressPercentage: 0,
    registeredDaysAgo: 2,
    notes: null,
  },
  {
    programName: "Family Security Readiness",
    status: "completed",
    progressPercentage: 100,
    registeredDaysAgo: 140,
    startedDaysAgo: 130,
    endedDaysAgo: 74,
    notes: "Household plan delivered and rehearsed.",
  },
];

export type DemoConsultation = {
  title: "Mr" | "Mrs" | "Ms" | "Dr" | "Prof";
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  country: string;
  city: string;
  occupation: string;
  company: string | null;
  numberOfPeople: number;
  programName: string;
  receivedDaysAgo: number;
};

export const demoConsultations: DemoConsultation[] = [
  {
    title: "Mr",
    firstName: "Jonathan",
    lastName: "Ashcombe",
    email: "j.ashcombe@example.com",
    phoneNumber: "+44 7700 900123",
    dateOfBirth: "1971-03-14",
    country: "United Kingdom",
    city: "London",
    occupation: "Managing Director",
    company: "Ashcombe Capital",
    numberOfPeople: 1,
    programName: "Executive Protection Mastery",
    receivedDaysAgo: 3,
  },
  {
    title: "Dr",
    firstName: "Amira",
    lastName: "Haddad",
    email: "amira.haddad@example.com",
    phoneNumber: "+971 50 555 0142",
    dateOfBirth: "1983-09-02",
    country: "United Arab Emirates",
    city: "Dubai",
    occupation: "Consultant Surgeon",
    company: null,
    numberOfPeople: 1,
    programName: "Travel Risk Preparedness",
    receivedDaysAgo: 1,
  },
  {
    title: "Mrs",
    firstName: "Catherine",
    lastName: "Delacroix",
    email: "c.delacroix@example.com",
    phoneNumber: "+41 79 555 01 88",
    dateOfBirth: "1979-11-23",
    country: "Switzerland",
    city: "Geneva",
    occupation: "Philanthropist",
    company: "Delacroix Foundation",
    numberOfPeople: 4,
    programName: "Family Security Readiness",
    receivedDaysAgo: 6,
  },
  {
    title: "Prof",
    firstName: "Henrik",
    lastName: "Lindqvist",
    email: "h.lindqvist@example.com",
    phoneNumber: "+46 70 555 0199",
    dateOfBirth: "1966-06-08",
    country: "Sweden",
    city: "Stockholm",
    occupation: "University Chancellor",
    company: null,
    numberOfPeople: 1,
    programName: "Sovereign Resilience Intensive",
    receivedDaysAgo: 9,
  },
];

export type DemoActivity = {
  consultationEmail: string;
  activityType: "scheduled" | "completed";
  contactMethod: "email" | "phone" | "video_call";
  status: "pending" | "completed";
  priority: "normal" | "high";
  subject: string;
  message: string;
  /** When it is (or was) due, relative to now. */
  scheduledHoursFromNow: number;
  completed?: { hoursAgo: number; durationMinutes: number; outcome: "interested"; notes: string };
  nextFollowUpHoursFromNow?: number;
};

/** Back-office history for the leads: one overdue, one due tomorrow, one done, one later this week. */
export const demoActivities: DemoActivity[] = [
  {
    consultationEmail: "j.ashcombe@example.com",
    activityType: "scheduled",
    contactMethod: "phone",
    status: "pending",
    priority: "high",
    subject: "Follow-up Call",
    message: "Call Jonathan Ashcombe to arrange the initial consultation within the 48-hour window.",
    scheduledHoursFromNow: -20,
  },
  {
    consultationEmail: "amira.haddad@example.com",
    activityType: "scheduled",
    contactMethod: "video_call",
    status: "pending",
    priority: "high",
    subject: "Consultation Call",
    message: "Introductory video consultation with Dr Amira Haddad about travel risk preparation.",
    // Tomorrow, but inside the one-day "upcoming" window so the hub shows it.
    scheduledHoursFromNow: 20,
  },
  {
    consultationEmail: "c.delacroix@example.com",
    activityType: "completed",
    contactMethod: "phone",
    status: "completed",
    priority: "normal",
    subject: "Initial Outreach",
    message: "First call with Catherine Delacroix about a programme for the whole family.",
    scheduledHoursFromNow: -100,
    completed: {
      hoursAgo: 98,
      durationMinutes: 25,
      outcome: "interested",
      notes: "Family of four; prefers sessions at their Geneva residence. Send the programme outline.",
    },
    nextFollowUpHoursFromNow: 48,
  },
  {
    consultationEmail: "h.lindqvist@example.com",
    activityType: "scheduled",
    contactMethod: "email",
    status: "pending",
    priority: "normal",
    subject: "Programme Information",
    message: "Send Professor Lindqvist the residential intensive outline and available intake dates.",
    scheduledHoursFromNow: 72,
  },
];
