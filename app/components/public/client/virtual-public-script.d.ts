/** The URL of the public pages' script (scripts/vite/public-scripts.ts). */
declare module "virtual:public-script" {
  const url: string;
  export default url;
}
