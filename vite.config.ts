import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicScripts } from "./scripts/vite/public-scripts.ts";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), publicScripts()],
  resolve: { tsconfigPaths: true },
  ssr: command === "build" ? { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] } : {},
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React, its DOM renderer and the router in one file: every hydrated page (admin, members, sign-in)
        // needs them, and one request instead of several shortens the critical path. Public pages load none.
        // The app's `useFetcher` (app/kit/fetcher.ts) is React Router's in the browser, and its in-app links
        // (app/kit/in-app-link.ts, app/components/ui/in-app-link.tsx) a few lines over its `navigate`: they
        // go with it, not into chunks of their own that every signed-in page would preload for a few lines.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|app[\\/](kit[\\/](fetcher|in-app-link)\.ts|components[\\/]ui[\\/]in-app-link\.tsx)$/,
            },
          ],
        },
      },
    },
  },
}));
