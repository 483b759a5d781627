// Hostile posts to every action of the members' portal and the public site: see tests/support/hostile-posts.ts.
import { hostilePostTests } from "#tests/support/hostile-posts.ts";

hostilePostTests("members and public");
