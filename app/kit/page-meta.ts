/** A signed-in page's head: its title, and kept out of search engines. */
export const privatePageMeta = (title: string) => [{ title }, { name: "robots", content: "noindex" }];
