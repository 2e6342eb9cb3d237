#!/usr/bin/env bash
# Makes the demo's seeded recordings (src/adapters/fake/demo-world/recordings/*.mp4), kept under version control so
# the demo needs neither ffmpeg nor start-up time for them. Each is a moving picture with its own running time drawn
# on it (so where the player started is visible); picture only, which keeps the long one under half a megabyte.
# Needs ffmpeg with libx264 (Debian: apt-get install ffmpeg). Run from the repository's root.
set -euo pipefail

out=src/adapters/fake/demo-world/recordings
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

make() {
  local name=$1 seconds=$2 colour=$3 title=$4
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${colour}:s=320x180:r=2:d=${seconds}" \
    -vf "drawbox=x='mod(t*20,320)':y=120:w=40:h=30:color=0xf6d776:t=fill,drawbox=x=0:y=150:w=320:h=30:color=0x222222:t=fill,drawtext=fontfile=${font}:text='${title}':x=12:y=12:fontsize=16:fontcolor=white,drawtext=fontfile=${font}:text='%{pts\:hms}':x=12:y=36:fontsize=22:fontcolor=white" \
    -c:v libx264 -preset veryslow -crf 36 -pix_fmt yuv420p -g 20 -profile:v baseline -an \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -movflags +faststart \
    "${out}/${name}.mp4"
}

mkdir -p "$out"
# Longer than the default seek (SPEC §9, 1266 s) by 54 s: the player starts at 21:06 and reaches "live" 24 s later.
make seeded-long 1320 0x1a2a4a 'Demo recording'
# Shorter than the seek: the player starts at the beginning.
make seeded-short 75 0x2a4a3a 'Demo clip'
