import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs React and the router: one file instead of five. A page
            // is fetched over HTTP/1.1 in many setups, where each file costs a connection slot.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 2,
                },
                { name: 'shared', test: /[\\/]app[\\/]/, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
