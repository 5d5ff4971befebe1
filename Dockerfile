# The marketplace image used by compose.yaml: one image for every role (ROLE=api|worker).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and the compiled server are built into the image, so no instance builds at start
# and no instance runs tsx (tools/build-server.mjs says why).
RUN npm run build
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["node", "dist/server/main.js"]
