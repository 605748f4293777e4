#!/usr/bin/env bash
# Regenerates the demo images under apps/server/seed/images/ and docs/image-credits.md.
#
# The WebP files are committed: this script is NOT run at install or start-up. Run it only
# to change or add a picture, then commit the images and the regenerated credits together.
#
# Needs Debian packages (as root: apt-get install -y ...):
#   openclipart-svg          public-domain clip art   /usr/share/openclipart/svg/
#   tuxpaint-stamps-default  GPL-2+ animal stamps     /usr/share/tuxpaint/stamps/
#   librsvg2-bin             rsvg-convert (renders SVG at high resolution)
#   imagemagick              convert / identify (compositing)
#   webp                     cwebp (encoding)
#   python3                  reads the artist from each SVG's metadata
#
# Usage: bash apps/server/seed/make-images.sh        (from anywhere; idempotent, ~5 minutes)
#        CREDITS_ONLY=1 bash apps/server/seed/make-images.sh   (only rewrites the credits)
#
# Every picture is composed the same way: a soft two-colour diagonal gradient, a few large
# blurred "bokeh" circles, a light studio floor and a glow behind the subject, the animal
# (SVG rendered at ~2400 px then downscaled, or a raster stamp resampled with Lanczos),
# a soft contact shadow, then WebP at quality 82. No text is drawn. The MANIFEST below is
# the single source of truth: output name, source file, palette, layout.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
OUT="$HERE/images"
CREDITS="$ROOT/docs/image-credits.md"
OC=/usr/share/openclipart/svg
TP=/usr/share/tuxpaint/stamps

for tool in rsvg-convert cwebp python3; do
  command -v "$tool" >/dev/null || { echo "missing $tool (see the header of $0)" >&2; exit 1; }
done
# /usr/bin/convert is ImageMagick proper (some machines put a stand-in earlier on PATH).
IM=/usr/bin/convert
[ -x "$IM" ] || IM="$(command -v convert)"
[ -d "$OC" ] || { echo "missing $OC: apt-get install -y openclipart-svg" >&2; exit 1; }
[ -d "$TP" ] || { echo "missing $TP: apt-get install -y tuxpaint-stamps-default" >&2; exit 1; }

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# Palettes: gradient start, gradient end, bokeh accent.
palette() {
  case "$1" in
    peach)    echo '#fff1e6 #ffd6c2 #ffb4a2' ;;
    blush)    echo '#fff0f3 #ffccd5 #ff8fab' ;;
    lavender) echo '#f3f0ff #d9d0ff #b197fc' ;;
    lilac)    echo '#fbefff #ecd3f7 #d09be8' ;;
    sky)      echo '#eef7ff #c7e2fb #8ec5f5' ;;
    powder)   echo '#f0f9ff #d2ecf7 #9fd3ea' ;;
    mint)     echo '#effcf3 #c8efd6 #8fdcae' ;;
    sage)     echo '#f4f8ec #dbe7c6 #b3cc8a' ;;
    butter)   echo '#fffbea #fdecb0 #f7cf5d' ;;
    apricot)  echo '#fff6e8 #fde0b5 #f8b76b' ;;
    sand)     echo '#faf5ee #eadcc8 #cfb28f' ;;
    coral)    echo '#fff3ef #ffd5c8 #ff9f87' ;;
    aqua)     echo '#ecfdfb #b5ede6 #6fd3c7' ;;
    ocean)    echo '#e6f6ff #a9d8f2 #5fb2e0' ;;
    lagoon)   echo '#e9fbff #a8e3ee #56c1d6' ;;
    teal)     echo '#e8faf6 #aee6da #5cc2ad' ;;
    meadow)   echo '#f1fbe9 #cdebb4 #95cf6e' ;;
    wheat)    echo '#fdf8ec #f1e1b8 #dcbc70' ;;
    rose)     echo '#fff1f5 #f9cfe0 #ef93b9' ;;
    slate)    echo '#f3f6fa #d6e0ec #a7b9d1' ;;
    *) echo "unknown palette $1" >&2; exit 1 ;;
  esac
}

# Tints a hex colour towards black by a percentage (for the studio floor).
shade() { python3 -c "import sys;c=sys.argv[1].lstrip('#');f=1-int(sys.argv[2])/100;print('#%02x%02x%02x'%tuple(int(int(c[i:i+2],16)*f) for i in (0,2,4)))" "$1" "$2"; }

# Deterministic pseudo-random integer in [0, n) from a seed string.
rnd() { python3 -c "import hashlib,sys;print(int(hashlib.sha1(sys.argv[1].encode()).hexdigest(),16)%int(sys.argv[2]))" "$1" "$2"; }

# Renders a source (oc:PATH or tp:PATH) to a trimmed RGBA PNG. Options: crop=WxH+X+Y
# (applied to the render at 2400 px for SVG or native size for PNG), flop.
subject() {
  local src="$1" out="$2" opts="$3" file
  case "$src" in
    oc:*) file="$OC/${src#oc:}" ;;
    tp:*) file="$TP/${src#tp:}" ;;
    *) echo "bad source $src" >&2; exit 1 ;;
  esac
  [ -f "$file" ] || { echo "missing source $file" >&2; exit 1; }
  local crop="" flop="" level=""
  for o in $opts; do
    case "$o" in
      crop=*) crop="-crop ${o#crop=} +repage" ;;
      flop) flop="-flop" ;;
      level=*) level="-channel RGB -level ${o#level=} +channel" ;;
    esac
  done
  if [[ "$file" == *.svg ]]; then
    rsvg-convert --keep-aspect-ratio -w 2400 -h 2400 "$file" -o "$TMP/raw.png"
  else
    "$IM" "$file" -alpha on "$TMP/raw.png"
  fi
  # shellcheck disable=SC2086
  "$IM" "$TMP/raw.png" $crop $flop $level -trim +repage "$out"
}

# compose OUT W H SRC PALETTE LAYOUT FIT [OPTS...]
#   LAYOUT: ground (feet on a studio floor) | perch (the same, a little higher) |
#           air (centred, no contact shadow) | swim (centred, light rays and bubbles)
#   FIT:    fraction (0-1) of the canvas the subject may fill (width 1.25x that, height 1x)
#   OPTS:   crop=..., flop, level=B%,W%,G (tone curve), snow, maxup=2.4 (largest enlargement of
#           a raster stamp), prop=SRC (second picture for campaigns), propfit=0.3, propside=left|right,
#           frame=WxH+X+Y (keeps that part of the finished picture, enlarged back to W x H: a
#           close-up whose cropped subject runs off the edges)
compose() {
  local out="$1" W="$2" H="$3" src="$4" pal="$5" layout="$6" fit="$7"
  shift 7
  local opts="$*" prop="" propfit="0.34" propside="right" propopts="" maxup="2.4" snow="" frame=""
  for o in $opts; do
    case "$o" in
      frame=*) frame="${o#frame=}" ;;
      maxup=*) maxup="${o#maxup=}" ;;
      snow) snow=1 ;;
      prop=*) prop="${o#prop=}" ;;
      propfit=*) propfit="${o#propfit=}" ;;
      propside=*) propside="${o#propside=}" ;;
      propflop) propopts="flop" ;;
    esac
  done
  read -r c1 c2 acc <<<"$(palette "$pal")"
  local seed name floor
  name="$(basename "$out" .webp)"
  seed="$name$pal"
  floor="$(shade "$c2" 7)"

  # 1. Background: gradient, bokeh circles, floor, glow.
  local angle=$((110 + $(rnd "$seed-a" 50)))
  local draw=""
  for i in 1 2 3 4; do
    local cx=$(( $(rnd "$seed-x$i" 100) * W / 100 ))
    local cy=$(( $(rnd "$seed-y$i" 60) * H / 100 ))
    local r=$(( (8 + $(rnd "$seed-r$i" 14)) * W / 100 ))
    draw+="circle $cx,$cy $((cx + r)),$cy "
  done
  "$IM" -size "${W}x${H}" -define gradient:angle="$angle" gradient:"$c1-$c2" \
    \( -size "${W}x${H}" xc:none -fill "$acc" -draw "$draw" -channel A -evaluate multiply 0.28 +channel -blur 0x$((W / 40)) \) -composite \
    "$TMP/bg.png"
  if [ "$layout" != swim ]; then
    "$IM" "$TMP/bg.png" \
      \( -size "${W}x${H}" xc:none -fill "$floor" -draw "ellipse $((W / 2)),$((H * 118 / 100)) $((W * 85 / 100)),$((H * 36 / 100)) 0,360" -channel A -evaluate multiply 0.55 +channel -blur 0x$((H / 30)) \) -composite \
      "$TMP/bg.png"
  else
    # light rays from the top for water
    "$IM" "$TMP/bg.png" \
      \( -size "${W}x${H}" xc:none -fill 'rgba(255,255,255,0.22)' \
         -draw "polygon $((W * 20 / 100)),0 $((W * 32 / 100)),0 $((W * 18 / 100)),$H $((W * 2 / 100)),$H" \
         -draw "polygon $((W * 55 / 100)),0 $((W * 62 / 100)),0 $((W * 70 / 100)),$H $((W * 58 / 100)),$H" \
         -blur 0x$((W / 50)) \) -composite "$TMP/bg.png"
  fi
  "$IM" "$TMP/bg.png" \
    \( -size "${W}x${H}" xc:none -fill 'rgba(255,255,255,0.75)' -draw "ellipse $((W / 2)),$((H * 48 / 100)) $((W * 30 / 100)),$((H * 36 / 100)) 0,360" -blur 0x$((W / 14)) \) -composite \
    "$TMP/bg.png"

  # 2. Subject, fitted into its box.
  subject "$src" "$TMP/s0.png" "$opts"
  local bw bh
  bw=$(python3 -c "print(int($W*$fit*1.25))")
  bh=$(python3 -c "print(int($H*$fit))")
  [ -n "$prop" ] && bw=$(python3 -c "print(int($W*$fit*1.05))")
  local sw sh ow oh
  read -r ow oh <<<"$("$IM" "$TMP/s0.png" -format '%w %h' info:)"
  if [[ "$src" == *.png ]]; then # a raster stamp is enlarged at most maxup (2.4x): softer beyond
    bw=$(python3 -c "print(min($bw, int($ow*$maxup)))"); bh=$(python3 -c "print(min($bh, int($oh*$maxup)))")
  fi
  "$IM" "$TMP/s0.png" -filter Lanczos -resize "${bw}x${bh}" "$TMP/s.png"
  read -r sw sh <<<"$("$IM" "$TMP/s.png" -format '%w %h' info:)"
  if [ "$sw" -gt "$ow" ]; then # upscaled raster: restore some crispness, tidy the alpha fringe
    "$IM" "$TMP/s.png" -unsharp 0x1.2+0.7+0.02 -channel A -morphology Erode Disk:1 +channel "$TMP/s.png"
  fi

  local cx=$((W / 2)) x y base
  if [ -n "$prop" ]; then
    if [ "$propside" = right ]; then cx=$((W * 42 / 100)); else cx=$((W * 58 / 100)); fi
  fi
  case "$layout" in
    ground) base=$((H * 86 / 100)) ;;
    perch) base=$((H * 84 / 100)) ;;
    swim) base=$(((H + sh) / 2)) ;;
    air) base=$(((H * 94 / 100 + sh) / 2)) ;;
  esac
  x=$((cx - sw / 2)); y=$((base - sh))

  # 3. Contact shadow + soft drop shadow, then the subject.
  local layers=("$TMP/bg.png")
  if [ "$layout" = ground ] || [ "$layout" = perch ]; then
    local rx=$((sw * 42 / 100)) ry=$((sh * 5 / 100 + 6))
    "$IM" -size "${W}x${H}" xc:none -fill 'rgba(40,30,20,0.30)' -draw "ellipse $cx,$((base - 2)) $rx,$ry 0,360" -blur 0x$((ry / 2 + 4)) "$TMP/contact.png"
    layers+=("$TMP/contact.png" -composite)
  fi
  "$IM" "$TMP/s.png" -background 'rgb(30,30,40)' -shadow 20x8+0+0 "$TMP/ds.png"
  local dsw dsh
  read -r dsw dsh <<<"$("$IM" "$TMP/ds.png" -format '%w %h' info:)"
  local dx=$((x - (dsw - sw) / 2)) dy=$((y - (dsh - sh) / 2 + 6))
  "$IM" "${layers[@]}" "$TMP/ds.png" -geometry "+$dx+$dy" -composite "$TMP/s.png" -geometry "+$x+$y" -composite "$TMP/img.png"

  # 4. Optional prop (campaigns).
  if [ -n "$prop" ]; then
    subject "$prop" "$TMP/p0.png" "$propopts"
    local pw ph
    pw=$(python3 -c "print(int($W*$propfit))"); ph=$(python3 -c "print(int($H*$propfit*1.2))")
    "$IM" "$TMP/p0.png" -filter Lanczos -resize "${pw}x${ph}" "$TMP/p.png"
    read -r pw ph <<<"$("$IM" "$TMP/p.png" -format '%w %h' info:)"
    local px
    if [ "$propside" = right ]; then px=$((W * 80 / 100 - pw / 2)); else px=$((W * 20 / 100 - pw / 2)); fi
    local py=$((H * 86 / 100 - ph))
    "$IM" "$TMP/p.png" -background 'rgb(30,30,40)' -shadow 20x10+0+8 "$TMP/pds.png"
    read -r dsw dsh <<<"$("$IM" "$TMP/pds.png" -format '%w %h' info:)"
    "$IM" "$TMP/img.png" "$TMP/pds.png" -geometry "+$((px - (dsw - pw) / 2))+$((py - (dsh - ph) / 2 + 8))" -composite \
      "$TMP/p.png" -geometry "+$px+$py" -composite "$TMP/img.png"
  fi

  # 5. Falling snow (winter campaigns), bubbles for water scenes.
  if [ -n "$snow" ]; then
    local flakes=""
    for i in $(seq 1 40); do
      local fx=$(( $(rnd "$seed-fx$i" 100) * W / 100 )) fy=$(( $(rnd "$seed-fy$i" 100) * H / 100 )) fr=$((2 + $(rnd "$seed-fr$i" 5)))
      flakes+="circle $fx,$fy $((fx + fr)),$fy "
    done
    "$IM" "$TMP/img.png" \( -size "${W}x${H}" xc:none -fill 'rgba(255,255,255,0.9)' -draw "$flakes" -blur 0x1.2 \) -composite "$TMP/img.png"
  fi
  if [ "$layout" = swim ]; then
    local bub=""
    for i in 1 2 3 4 5 6 7; do
      local bx=$(( (5 + $(rnd "$seed-bx$i" 90)) * W / 100 )) byy=$(( (5 + $(rnd "$seed-by$i" 85)) * H / 100 )) br=$((4 + $(rnd "$seed-br$i" 12)))
      bub+="circle $bx,$byy $((bx + br)),$byy "
    done
    "$IM" "$TMP/img.png" \( -size "${W}x${H}" xc:none -fill 'rgba(255,255,255,0.35)' -stroke 'rgba(255,255,255,0.85)' -strokewidth 2 -draw "$bub" \) -composite "$TMP/img.png"
  fi

  if [ -n "$frame" ]; then
    "$IM" "$TMP/img.png" -crop "$frame" +repage -filter Lanczos -resize "${W}x${H}!" "$TMP/img.png"
  fi

  mkdir -p "$(dirname "$out")"
  cwebp -quiet -q 82 -m 6 -sharp_yuv "$TMP/img.png" -o "$out"
}

# Artist named in an openclipart SVG's metadata (dc:creator), if any.
artist() {
  python3 - "$1" <<'PY'
import re, sys
t = open(sys.argv[1], encoding="utf-8", errors="replace").read()
m = re.search(r"<dc:creator>.*?<dc:title>([^<]*)</dc:title>", t, re.S)
name = (m.group(1).strip() if m else "")
print(name if name and not name.startswith("HASH(") else "")
PY
}

# --------------------------------------------------------------------------------------------
# MANIFEST: kind | name | source | palette | layout | fit | options
#   oc: = openclipart-svg ($OC), tp: = tuxpaint-stamps-default ($TP)
# --------------------------------------------------------------------------------------------
[ -n "${MANIFEST_OVERRIDE:-}" ] && OUT="${PREVIEW_OUT:-$TMP/preview}"
MANIFEST="${MANIFEST_OVERRIDE:-$(cat <<'EOF'
categories|cat|oc:animals/mammals/housecats/le_mie_tigri_preferite_a_01.svg|peach|ground|0.74|
categories|dog|oc:animals/mammals/dog_on_leash_gerald_g._01.svg|sky|ground|0.7|
categories|bird|tp:animals/birds/swallow.svg|mint|air|0.6|
categories|rabbit|oc:animals/mammals/coniglio_architetto_fran_01.svg|blush|ground|0.72|flop
categories|fish|oc:animals/fish/yellow_gourami_01.svg|ocean|swim|0.56|
categories|domestic|tp:animals/mammals/bovines/goat.png|meadow|ground|0.74|
pets|luna|oc:animals/mammals/housecats/gattina_cat_architetto_f_01.svg|lavender|ground|0.62|crop=2380x1713+0+0
pets|oreo|oc:animals/mammals/housecats/gatto_cat_architetto_fra_01.svg|apricot|ground|0.64|
pets|ash|oc:animals/mammals/housecats/gatto_cat_architetto_fra_02.svg|sky|ground|0.66|
pets|pepper|oc:animals/mammals/housecats/gatto_cat_architetto_fra_03.svg|coral|ground|0.7|
pets|mochi|oc:animals/mammals/housecats/gatto_cat_architetto_fra_04.svg|rose|ground|0.72|
pets|domino|oc:animals/mammals/housecats/kitten_gerald_g._01.svg|butter|ground|0.6|
pets|copper|oc:animals/mammals/dogs/beagle_copper_ganson.svg|mint|ground|0.7|
pets|shadow|oc:animals/mammals/dogs/black_lab_ganson.svg|sand|ground|0.72|
pets|frankie|oc:animals/mammals/dog_04_drawn_with_strai_01.svg|meadow|ground|0.66|
pets|duke|oc:animals/mammals/dog_05_drawn_with_strai_01.svg|lilac|ground|0.7|
pets|ginger|oc:animals/mammals/dog_06_drawn_with_strai_01.svg|peach|ground|0.66|
pets|koda|tp:animals/mammals/dogs/dog.png|powder|ground|0.72|
pets|sunny|oc:animals/mammals/dog_01_drawn_with_strai_01.svg|teal|ground|0.7|
pets|kiwi|tp:animals/birds/adelaide-rosella.png|sky|air|0.7|maxup=3.4
pets|mango|tp:animals/birds/rainbow-lorikeet.png|butter|perch|0.6|maxup=3.4
pets|gus|tp:animals/birds/pigeon.png|lavender|perch|0.62|maxup=2.8
pets|lemon|oc:animals/birds/bird_of_peace_mauro_oliv_01.svg|mint|perch|0.62|
pets|clover|oc:animals/mammals/coniglio_architetto_fran_01.svg|meadow|ground|0.66|
pets|patches|tp:animals/mammals/rabbit_little.png|blush|ground|0.64|maxup=2.8
pets|juniper|tp:animals/mammals/rodents/rabbit-2.png|apricot|ground|0.66|maxup=2.8
pets|willow|tp:animals/mammals/rodents/rabbit.png|teal|ground|0.64|maxup=2.8 level=4%,100%,0.8
pets|marmalade|oc:unsorted/pescetto.svg|ocean|swim|0.62|
pets|zigzag|oc:animals/fish/altum_angelfish_01.svg|lagoon|swim|0.68|
pets|bandit|oc:animals/fish/clown_loach_01.svg|aqua|swim|0.55|
pets|jumbo|oc:animals/fish/giraffe_cichlid_01.svg|teal|swim|0.56|
pets|coral|tp:animals/fish/butterflyfish.png|powder|swim|0.56|maxup=3.2
pets|pablo|tp:animals/mammals/equines/donkey.png|wheat|ground|0.7|
pets|hazel|tp:animals/mammals/equines/horse.png|meadow|ground|0.72|
pets|bean|tp:animals/mammals/bovines/sheep_lamb.png|mint|ground|0.62|maxup=3
pets|truffle|tp:animals/mammals/pig_golden.png|sky|ground|0.66|
pets|admiral|tp:animals/birds/duck.png|lagoon|ground|0.64|
pets|henrietta|tp:animals/birds/hen.png|sage|ground|0.64|maxup=3
pets|noodle|tp:animals/mammals/ferret.png|lilac|ground|0.66|
pets|pip|tp:animals/mammals/rodents/mouse.png|butter|ground|0.5|
pets|luna-closeup|oc:animals/mammals/housecats/gattina_cat_architetto_f_01.svg|sky|air|0.8|crop=1000x850+80+20 frame=665x499+0+16
pets|luna-cushion|oc:animals/mammals/housecats/gattina_cat_architetto_f_01.svg|butter|ground|0.74|crop=2380x1713+0+0 flop
pets|copper-closeup|oc:animals/mammals/dogs/beagle_copper_ganson.svg|apricot|air|0.8|crop=1300x1200+0+300 frame=655x491+0+26
pets|copper-walk|oc:animals/mammals/dogs/beagle_copper_ganson.svg|meadow|ground|0.62|flop
pets|clover-closeup|oc:animals/mammals/coniglio_architetto_fran_01.svg|mint|air|0.78|crop=1200x1150+1200+0 frame=640x480+160+35
pets|koda-snow|tp:animals/mammals/dogs/dog.png|powder|ground|0.66|snow flop
pets|domino-play|oc:animals/mammals/housecats/kitten_gerald_g._01.svg|sky|ground|0.7|flop
pets|mango-perch|tp:animals/birds/rainbow-lorikeet.png|lagoon|perch|0.66|maxup=3.4 flop
campaigns|biscuit-surgery|oc:animals/mammals/dogs/bored_dog_01.svg|rose|ground|0.5|prop=tp:medical/stethoscope.png propside=right propfit=0.26
campaigns|shelter-roof|tp:animals/mammals/dogs/dingo.png|apricot|ground|0.5|prop=oc:buildings/homes/home12.svg propside=left propfit=0.4 maxup=3
campaigns|winter-food|oc:animals/mammals/cartoon_cat_gerald_g._01.svg|powder|ground|0.55|prop=oc:unsorted/scodella_gatto_architett_01.svg propside=right propfit=0.24 snow
campaigns|spay-neuter|oc:animals/cani_e_gatti_cat_and_do_01.svg|lavender|ground|0.6|crop=1600x575+800+0
campaigns|sanctuary-hay|tp:animals/mammals/equines/donkey_eating.png|wheat|ground|0.62|
campaigns|puppy-vaccines|oc:animals/mammals/dog_03_drawn_with_strai_01.svg|mint|ground|0.56|prop=tp:medical/syringe.png propside=right propfit=0.42
campaigns|duck-pond|oc:unsorted/Anatra.svg|lagoon|ground|0.6|
avatars|admin|oc:animals/mammals/dogs/dog_head_nicu_buculei_02.svg|sky|air|0.62|
avatars|user|tp:seasonal/easter/bunny-head.png|blush|air|0.62|
avatars|maya|tp:animals/mammals/hedgehog.png|apricot|air|0.6|
avatars|carlos|tp:seasonal/easter/chick.png|mint|air|0.62|
avatars|priya|tp:seasonal/easter/bluebird.png|lavender|air|0.62|
EOF
)}"

render_all() {
  local n=0
  while IFS='|' read -r kind name src pal layout fit opts; do
    [ -z "$kind" ] && continue
    local W=800 H=600
    case "$kind" in
      categories) W=600; H=450 ;;
      avatars) W=256; H=256 ;;
    esac
    compose "$OUT/$kind/$name.webp" "$W" "$H" "$src" "$pal" "$layout" "$fit" $opts
    n=$((n + 1))
    printf '  %-11s %-22s %6s bytes\n' "$kind" "$name" "$(stat -c %s "$OUT/$kind/$name.webp")"
  done <<<"$MANIFEST"
  echo "rendered $n images into $OUT"
}

# Source path, Debian package, licence and artist of one manifest source, as table cells.
credit_cells() {
  local src="$1" file pkg lic who
  case "$src" in
    oc:*)
      file="$OC/${src#oc:}"; pkg="openclipart-svg"
      lic="Public domain (Open Clip Art Library dedication)"
      who="$(artist "$file")"; [ -z "$who" ] && who="not named in the file"
      ;;
    tp:*)
      file="$TP/${src#tp:}"; pkg="tuxpaint-stamps-default"
      lic="GPL-2.0-or-later"
      who="Tux Paint project (© 2002–2022 Bill Kendrick and contributors)"
      ;;
  esac
  printf '`%s` | %s | %s | %s' "$file" "$pkg" "$lic" "$who"
}

write_credits() {
  local tp_count=0 oc_count=0
  {
    cat <<'MD'
# Image credits

Every picture the app serves from `/images/` lives in `apps/server/seed/images/` and is made by
`apps/server/seed/make-images.sh` from clip art shipped by two Debian packages. This file is
generated by that script: edit the script's MANIFEST, not this table.

## Licences

- **openclipart-svg** (`/usr/share/openclipart/svg/`): the Open Clip Art Library's
  public-domain dedication (see `/usr/share/doc/openclipart-svg/copyright`). No attribution is
  required; the artist named in each SVG's metadata (`dc:creator`) is listed anyway.
- **tuxpaint-stamps-default** (`/usr/share/tuxpaint/stamps/`): GNU GPL version 2 or (at your
  option) any later version, copyright 2002–2022 Bill Kendrick and the Tux Paint contributors
  (see `/usr/share/doc/tuxpaint-stamps-default/copyright`; the stamps carry no per-file
  author). The WebP files derived from these stamps are therefore distributed under
  GPL-2.0-or-later as separate works alongside the MIT-licensed code; the full licence text is
  at `/usr/share/common-licenses/GPL-2` on Debian and at https://www.gnu.org/licenses/old-licenses/gpl-2.0.html.
  Their preferred form for modification is the source stamp plus this script.

## How the images are made

`bash apps/server/seed/make-images.sh` (needs `openclipart-svg`, `tuxpaint-stamps-default`,
`librsvg2-bin`, `imagemagick`, `webp` and `python3`). For each MANIFEST line it draws a soft
two-colour diagonal gradient with a few blurred "bokeh" circles, a light studio floor and a
glow, places the animal (SVG rendered with `rsvg-convert` at 2400 px and downscaled; raster
stamps resampled with Lanczos, enlarged at most about 2.4–3.4x and lightly sharpened) over a
soft contact shadow, optionally adds a second picture (campaigns), snow or water bubbles, and
encodes WebP at quality 82 with `cwebp -sharp_yuv`. No text is drawn. Sizes: categories
600×450, pets and campaigns 800×600, avatars 256×256. The output is deterministic apart from
encoder versions; the WebP files are committed and the script is not run at install time.

## Images

| Image | Source file | Package | Licence | Artist |
| --- | --- | --- | --- | --- |
MD
    while IFS='|' read -r kind name src pal layout fit opts; do
      [ -z "$kind" ] && continue
      printf '| `/images/%s/%s.webp` | %s |\n' "$kind" "$name" "$(credit_cells "$src")"
      case "$src" in tp:*) tp_count=$((tp_count + 1)) ;; *) oc_count=$((oc_count + 1)) ;; esac
      for o in $opts; do
        case "$o" in
          prop=*)
            printf '| ↳ second picture in `%s.webp` | %s |\n' "$name" "$(credit_cells "${o#prop=}")"
            case "${o#prop=}" in tp:*) tp_count=$((tp_count + 1)) ;; *) oc_count=$((oc_count + 1)) ;; esac
            ;;
        esac
      done
    done <<<"$MANIFEST"
    printf '\nSource pictures used: %s from openclipart-svg (public domain), %s from tuxpaint-stamps-default (GPL-2.0-or-later).\n' "$oc_count" "$tp_count"
    cat <<'SMALL'

## Smaller copies and where the pictures appear

`apps/server/seed/make-small-images.mjs` writes a 400 px wide copy of every pet, campaign and
category picture beside it (`/images/pets/luna-400.webp` for `/images/pets/luna.webp`), offered to narrow
screens in `srcset`. Each copy is a resized version of the picture in the table above, with the
same source, artist and licence.

Besides the pets and campaigns that use them, the home page shows these pictures: the hero
carousel (`luna`, `copper`, `kiwi`, `clover`, `zigzag`, `bean`), the About Us service cards
(`ginger`, `pepper`, `hazel`, `frankie`, and the campaigns `puppy-vaccines` and `winter-food`)
and the adoption-message gallery (`oreo`, `koda`, `mango`, `patches`, `coral`, `truffle`).
SMALL
  } >"$1"
}

# CREDITS_ONLY=1 rewrites docs/image-credits.md without rendering.
[ -z "${CREDITS_ONLY:-}" ] && render_all
if [ -z "${MANIFEST_OVERRIDE:-}" ]; then
  write_credits "$CREDITS"
  # The repository checks formatting with prettier: align the table the same way.
  if [ -x "$ROOT/node_modules/.bin/prettier" ]; then
    "$ROOT/node_modules/.bin/prettier" --log-level warn --write "$CREDITS"
  fi
  echo "wrote $CREDITS"
fi
