#!/usr/bin/env bash
# Regenerates the PNG app icons from the SVG sources in icon-src/. The PNGs are committed, so
# building the app never needs this script or its converter (Debian: apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/icons
mkdir -p "$out"
rsvg-convert -w 192 -h 192 icon-src/icon.svg -o "$out/icon-192.png"
rsvg-convert -w 512 -h 512 icon-src/icon.svg -o "$out/icon-512.png"
rsvg-convert -w 512 -h 512 icon-src/maskable.svg -o "$out/maskable-512.png"
rsvg-convert -w 180 -h 180 -b '#17306b' icon-src/apple-touch-icon.svg -o "$out/apple-touch-icon.png"
# The share previews (public/{game}/thumbnail.png) are drawn by `npm run share-previews -w e2e`.
echo "icons written to $out"
