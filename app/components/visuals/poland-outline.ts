/**
 * Poland's border, simplified by hand from approximate coordinates (longitude, latitude),
 * clockwise from the Szczecin Lagoon: enough to recognise the country and place a city,
 * nothing to measure with. No tiles or map data are downloaded.
 */
const border: readonly (readonly [number, number])[] = [
  [14.22, 53.93],
  [14.6, 53.98],
  [15.5, 54.16],
  [16.4, 54.45],
  [16.85, 54.59],
  [17.55, 54.77],
  [18.33, 54.84],
  [18.8, 54.62],
  [18.55, 54.45],
  [18.65, 54.38],
  [19.25, 54.35],
  [19.63, 54.45],
  [20.5, 54.38],
  [21.5, 54.33],
  [22.79, 54.36],
  [23.1, 54.3],
  [23.5, 53.95],
  [23.6, 53.6],
  [23.9, 53.2],
  [23.6, 52.6],
  [23.45, 52.35],
  [23.65, 52.08],
  [23.55, 51.75],
  [23.62, 51.5],
  [24.1, 51.0],
  [24.1, 50.85],
  [23.9, 50.42],
  [23.5, 50.25],
  [23.0, 49.9],
  [22.7, 49.6],
  [22.86, 49.08],
  [22.56, 49.08],
  [22.0, 49.22],
  [21.3, 49.44],
  [20.9, 49.32],
  [20.2, 49.2],
  [19.8, 49.2],
  [19.4, 49.6],
  [18.85, 49.52],
  [18.6, 49.9],
  [18.0, 50.0],
  [17.7, 50.3],
  [17.0, 50.42],
  [16.9, 50.22],
  [16.6, 50.1],
  [16.2, 50.6],
  [15.8, 50.75],
  [15.0, 51.0],
  [14.82, 50.87],
  [14.97, 51.4],
  [14.6, 51.82],
  [14.75, 52.07],
  [14.55, 52.6],
  [14.15, 52.85],
  [14.4, 53.3],
  [14.28, 53.7],
]

const WEST = 13.9
const NORTH = 55.1
/** Degrees of longitude shrink towards the pole: at Poland's latitude one is about 0.62 of one of latitude. */
const LON_SCALE = Math.cos((52 * Math.PI) / 180)
const UNIT = 40

/** A point in the outline's SVG coordinates. */
export function project([lon, lat]: readonly [number, number]): [number, number] {
  return [Math.round((lon - WEST) * LON_SCALE * UNIT * 10) / 10, Math.round((NORTH - lat) * UNIT * 10) / 10]
}

export const outlinePath = `M${border.map((point) => project(point).join(' ')).join('L')}Z`

/** The outline's box, with a margin: about 256 by 250. */
export const outlineViewBox = `0 0 ${Math.ceil((24.4 - WEST) * LON_SCALE * UNIT)} ${Math.ceil((NORTH - 48.8) * UNIT)}`
