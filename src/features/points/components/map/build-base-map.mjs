// Builds the points map's own base map (docs/decisions/points.md, "The base map") from Natural Earth data that
// npm packages ship: land and country borders from world-atlas (TopoJSON), lakes from @geo-maps/earth-lakes-10km.
// Russia and its neighbours (REGION) get the 1:10m land and borders, the rest of the world the 1:110m ones.
// The world's land reaches OVERLAP past the region's edges and is drawn under the region's, so no seam shows
// where the two meet on land (two polygons cut along one line each fade their edge, and the sea shows through). Coordinates are simplified and rounded to what the
// map's zooms show, and the result is one compact JSON file (lib/base-map-data.ts reads it) that the map loads lazily, committed beside the map's code:
//   npm run base-map    (prints the file's size, raw, gzip and brotli)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const topojson = require('topojson-client');
const OUT = new URL('./base-map.json', import.meta.url);

/** [west, south, east, north] in degrees: where the points are (Russia, with Kaliningrad and Chukotka, and its
 *  neighbours), drawn from the detailed data. */
const REGION = [[19, 35, 180, 82], [-180, 60, -168, 75]];
/** The rest of the world as boxes that do not overlap REGION's; none south of 60°S: Antarctica's ring runs round
 *  the pole, which a flat polygon cannot say (and the map's Mercator stops at 85° anyway). */
const OUTSIDE = [[-180, -60, -168, 60], [-180, 75, -168, 90], [-168, -60, 19, 90], [19, -60, 180, 35], [19, 82, 180, 90]];
/** Degrees the world's land reaches into the region (its coarse coast shows there only as far). */
const OVERLAP = 0.2;
const widened = ([w, s, e, n]) => [w - OVERLAP, s - OVERLAP, e + OVERLAP, n + OVERLAP];

/** Douglas-Peucker tolerance (degrees) and decimals kept: ~500 m and ~100 m in the region (the 1:10m data's own
 *  accuracy is about 1 km), coarser outside it. */
const DETAIL = { tolerance: 0.005, decimals: 3 };
const COARSE = { tolerance: 0.02, decimals: 2 };
/** Borders matter less than coasts at a city's zoom. */
const BORDER = { tolerance: 0.01, decimals: 3 };

const atlas = (file) => JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8'));

/** Polygons (arrays of rings) of any GeoJSON value. */
function polygonsOf(value) {
  if (value.type === 'FeatureCollection') return value.features.flatMap((f) => polygonsOf(f.geometry));
  if (value.type === 'Feature') return polygonsOf(value.geometry);
  if (value.type === 'GeometryCollection') return value.geometries.flatMap(polygonsOf);
  if (value.type === 'Polygon') return [value.coordinates];
  if (value.type === 'MultiPolygon') return value.coordinates;
  return [];
}

/** Sutherland-Hodgman: a ring cut to a box (convex, so the result is right; cuts run along the box's edges). */
function clipRing(ring, [w, s, e, n]) {
  const edges = [
    [(p) => p[0] >= w, (a, b) => [w, a[1] + ((b[1] - a[1]) * (w - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= e, (a, b) => [e, a[1] + ((b[1] - a[1]) * (e - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= s, (a, b) => [a[0] + ((b[0] - a[0]) * (s - a[1])) / (b[1] - a[1]), s]],
    [(p) => p[1] <= n, (a, b) => [a[0] + ((b[0] - a[0]) * (n - a[1])) / (b[1] - a[1]), n]],
  ];
  let out = ring.slice(0, -1); // open; closed again below
  for (const [inside, cut] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) out.push(cut(previous, current));
        out.push(current);
      } else if (inside(previous)) out.push(cut(previous, current));
    }
    if (!out.length) return [];
  }
  return [...out, out[0]];
}

/** The parts of a line inside a box (Liang-Barsky per segment, joined where they meet). */
function clipLine(line, [w, s, e, n]) {
  const parts = [];
  let current = null;
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1];
    const [x1, y1] = line[i];
    let t0 = 0;
    let t1 = 1;
    const dx = x1 - x0;
    const dy = y1 - y0;
    let visible = true;
    for (const [p, q] of [[-dx, x0 - w], [dx, e - x0], [-dy, y0 - s], [dy, n - y0]]) {
      if (p === 0) {
        if (q < 0) visible = false;
        continue;
      }
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
    }
    if (!visible || t0 > t1) {
      current = null;
      continue;
    }
    const a = [x0 + t0 * dx, y0 + t0 * dy];
    const b = [x0 + t1 * dx, y0 + t1 * dy];
    if (!current || t0 > 0) {
      current = [a];
      parts.push(current);
    }
    current.push(b);
    if (t1 < 1) current = null;
  }
  return parts.filter((part) => part.length > 1);
}

function simplify(points, tolerance) {
  if (points.length < 3 || tolerance <= 0) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [x1, y1] = points[a];
    const [x2, y2] = points[b];
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length = Math.hypot(dx, dy);
    let far = -1;
    let farthest = tolerance;
    for (let i = a + 1; i < b; i++) {
      const [x, y] = points[i];
      const d = length ? Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length : Math.hypot(x - x1, y - y1);
      if (d > farthest) {
        farthest = d;
        far = i;
      }
    }
    if (far > 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const rounder = (decimals) => ([x, y]) => [Math.round(x * 10 ** decimals) / 10 ** decimals, Math.round(y * 10 ** decimals) / 10 ** decimals];

/** Drops points that rounding made repeat. */
function tidy(points, { tolerance, decimals }) {
  const round = rounder(decimals);
  const out = [];
  for (const p of simplify(points, tolerance).map(round)) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

/** world-atlas's rings are spherical (for d3-geo): Eurasia's runs on past 180° into Chukotka's negative
 *  longitudes. Made continuous here (a step of more than 180° is taken the short way round), they may reach
 *  past ±180°; cutBoxes then tries each box a turn to either side too and shifts what it cuts back. */
function unwrap(points) {
  let offset = 0;
  return points.map(([x, y], i) => {
    if (i > 0) {
      const step = x - points[i - 1][0];
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return [x + offset, y];
  });
}

const TURNS = [-360, 0, 360];
const shifted = ([w, s, e, n], by) => [w + by, s, e + by, n];
const moved = (points, by) => points.map(([x, y]) => [x - by, y]);

function cutPolygons(polygons, boxes, detail) {
  const out = [];
  for (const box of boxes) {
    for (const turn of TURNS) {
      const at = shifted(box, turn);
      for (const polygon of polygons) {
        // A hole whose outer ring fell outside the box is not kept on its own.
        if (!clipRing(unwrap(polygon[0]), at).length) continue;
        const rings = polygon.map((ring) => tidy(moved(clipRing(unwrap(ring), at), turn), detail)).filter((ring) => ring.length >= 4);
        if (rings.length) out.push(rings);
      }
    }
  }
  return out;
}

function cutLines(lines, boxes, detail) {
  return boxes
    .flatMap((box) => TURNS.flatMap((turn) => lines.flatMap((line) => clipLine(unwrap(line), shifted(box, turn)).map((part) => moved(part, turn)))))
    .map((line) => tidy(line, detail))
    .filter((line) => line.length > 1);
}

/** Quantum of the stored coordinates (1/QUANTUM of a degree) and the file's layout version (lib/base-map-data.ts). */
const QUANTUM = 1000;
const VERSION = 2;

/** A ring or line as whole quanta, each point stored as its step from the one before: small numbers that pack
 *  about half as small as GeoJSON's decimals (gzip: 127 kB against 254 kB). */
function deltas(points) {
  const out = [];
  let px = 0;
  let py = 0;
  for (const [x, y] of points) {
    const qx = Math.round(x * QUANTUM);
    const qy = Math.round(y * QUANTUM);
    out.push(qx - px, qy - py);
    px = qx;
    py = qy;
  }
  return out;
}

function build() {
  const land10 = atlas('land-10m.json');
  const land110 = atlas('land-110m.json');
  const countries10 = atlas('countries-10m.json');
  const countries110 = atlas('countries-110m.json');
  const lakes = JSON.parse(readFileSync(require.resolve('@geo-maps/earth-lakes-10km/map.geo.json'), 'utf8'));
  // Borders between two countries only: the coast is the land's edge.
  const borders = (topology) => topojson.mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates;

  const land = cutPolygons(polygonsOf(topojson.feature(land10, land10.objects.land)), REGION, DETAIL);
  const world = cutPolygons(polygonsOf(topojson.feature(land110, land110.objects.land)), OUTSIDE.map(widened), COARSE);
  const lines = [...cutLines(borders(countries10), REGION, BORDER), ...cutLines(borders(countries110), OUTSIDE, COARSE)];
  const lake = cutPolygons(polygonsOf(lakes), REGION, COARSE);
  return {
    version: VERSION,
    quantum: QUANTUM,
    world: world.map((polygon) => polygon.map(deltas)),
    land: land.map((polygon) => polygon.map(deltas)),
    lake: lake.map((polygon) => polygon.map(deltas)),
    border: lines.map(deltas),
  };
}

const text = JSON.stringify(build());
writeFileSync(OUT, `${text}\n`);
const bytes = Buffer.from(text);
const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
console.log(`${OUT.pathname}: ${kb(bytes.length)}, gzip -9 ${kb(gzipSync(bytes, { level: 9 }).length)}, brotli 11 ${kb(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length)}`);
