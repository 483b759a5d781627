// Hostile posts to every action of the operators' own accounts, security and sign-in: see tests/support/hostile-posts.ts.
import { hostilePostTests } from "#tests/support/hostile-posts.ts";

hostilePostTests("admin accounts");
