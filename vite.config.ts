import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const appDir = path.resolve(import.meta.dirname, 'app')

export default defineConfig({
  root: appDir,
  publicDir: path.join(appDir, 'public'),
  envDir: import.meta.dirname,
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: { '/api': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8788', changeOrigin: false } },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: path.join(appDir, 'routes'),
      generatedRouteTree: path.join(appDir, 'route-tree.gen.ts'),
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
      },
    }),
  ],
})
