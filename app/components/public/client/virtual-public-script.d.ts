/** The URL of the public pages' script (vite-plugin.ts). */
declare module "virtual:public-script" {
  const url: string;
  export default url;
}
