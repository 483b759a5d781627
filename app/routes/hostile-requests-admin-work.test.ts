// Hostile posts to every action of the rest of the back office (leads, content, members, events, messages): see tests/support/hostile-posts.ts.
import { hostilePostTests } from "#tests/support/hostile-posts.ts";

hostilePostTests("admin work");
