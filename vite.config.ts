import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import { generatedAssetsInDev } from "./scripts/assets/dev-server-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), imagetools(), generatedAssetsInDev(), !process.env.VITEST && reactRouter()],
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/vitest-setup.ts"],
    restoreMocks: true,
  },
});
