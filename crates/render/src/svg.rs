//! The SVG drawing of a position, written by hand as text.
//!
//! Every tile is 100 units square, drawn in board orientation (each feature's edges are turned
//! before drawing). Numbers (coordinates, points) and the legend's words are drawn as strokes,
//! not text (see `letters`), so the picture needs no font and looks the same when turned into
//! PNG.

use std::fmt::Write;

use super::legend::Symbol;
use super::tile_state::{self, Drawings};
use super::{hex, palette, player_rgb, svg_symbols, Highlight, Open};
use arbiter_engine::carcassonne::catalogue::{Catalogue, FeatureDef, TileDef};
use arbiter_engine::carcassonne::effect::{Owner, PieceAddress, Spot};
use arbiter_engine::carcassonne::expansions::Drawing;
use arbiter_engine::carcassonne::expansions::Shape;
use arbiter_engine::carcassonne::geometry::{Edge, HalfEdge, Rotation};
use arbiter_engine::carcassonne::pieces::PieceKind;
use arbiter_engine::carcassonne::position::{laid, Position};
use arbiter_engine::carcassonne::setup::TileSetup;

/// Side of one tile.
pub const TILE: f64 = 100.0;
/// Margin for the coordinates.
pub const MARGIN: f64 = 40.0;

type P = (f64, f64);

const CENTER: P = (50.0, 50.0);

fn lerp(a: P, b: P, t: f64) -> P {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// The two corners of an edge, clockwise.
fn corners(e: Edge) -> (P, P) {
    match e {
        Edge::N => ((0.0, 0.0), (100.0, 0.0)),
        Edge::E => ((100.0, 0.0), (100.0, 100.0)),
        Edge::S => ((100.0, 100.0), (0.0, 100.0)),
        Edge::W => ((0.0, 100.0), (0.0, 0.0)),
    }
}

fn mid(e: Edge) -> P {
    let (a, b) = corners(e);
    lerp(a, b, 0.5)
}

/// Where a half-edge's field is marked: a quarter along its edge, a little inside.
fn half_point(h: HalfEdge) -> P {
    let (a, b) = corners(h.edge());
    let along = if h.index().is_multiple_of(2) {
        0.25
    } else {
        0.75
    };
    let p = lerp(a, b, along);
    let inward = match h.edge() {
        Edge::N => (0.0, 14.0),
        Edge::E => (-14.0, 0.0),
        Edge::S => (0.0, -14.0),
        Edge::W => (14.0, 0.0),
    };
    (p.0 + inward.0, p.1 + inward.1)
}

/// The outline of a city part over `edges` (board orientation), as path data relative to the
/// tile's corner.
pub(crate) fn city_path(edges: &[Edge]) -> String {
    if edges.len() == 4 {
        return "M0,0 H100 V100 H0 Z".into();
    }
    let is_city = |e: Edge| edges.contains(&e);
    // Start at the first city edge that follows a non-city edge.
    let start = (0..4)
        .map(Edge::from_index)
        .find(|&e| is_city(e) && !is_city(Edge::from_index(e.index() + 3)))
        .unwrap_or(Edge::N);
    let mut d = String::new();
    let (a, _) = corners(start);
    let _ = write!(d, "M{:.1},{:.1}", a.0, a.1);
    let mut i = start.index();
    let mut walked = 0;
    while walked < 4 {
        let e = Edge::from_index(i);
        if is_city(e) {
            let (_, b) = corners(e);
            let _ = write!(d, " L{:.1},{:.1}", b.0, b.1);
            i += 1;
            walked += 1;
        } else {
            // A run of non-city edges: one curve from its first corner to its last.
            let mut run = Vec::new();
            while walked < 4 && !is_city(Edge::from_index(i)) {
                run.push(Edge::from_index(i));
                i += 1;
                walked += 1;
            }
            let (p0, _) = corners(run[0]);
            let (_, p2) = corners(*run.last().unwrap_or(&run[0]));
            let c = match run.len() {
                1 => {
                    let m = mid(run[0]);
                    lerp(m, CENTER, 1.2)
                }
                2 => {
                    let (_, inner) = corners(run[0]);
                    lerp(CENTER, inner, -0.3)
                }
                _ => {
                    let m = lerp(p0, p2, 0.5);
                    lerp(m, CENTER, 1.2)
                }
            };
            let _ = write!(d, " Q{:.1},{:.1} {:.1},{:.1}", c.0, c.1, p2.0, p2.1);
        }
    }
    d.push_str(" Z");
    d
}

/// The point a city part's pieces and marks stand at.
fn city_anchor(edges: &[Edge]) -> P {
    if edges.len() >= 3 {
        return CENTER;
    }
    let n = edges.len().max(1) as f64;
    let m = edges
        .iter()
        .map(|&e| mid(e))
        .fold((0.0, 0.0), |acc, p| (acc.0 + p.0 / n, acc.1 + p.1 / n));
    if edges.len() == 2 && edges[0].opposite() == edges[1] {
        return CENTER;
    }
    lerp(m, CENTER, 0.35)
}

/// The path of a road or river part (board orientation).
pub(crate) fn lane_path(edges: &[Edge]) -> String {
    match edges {
        [a, b] => {
            let (p, q) = (mid(*a), mid(*b));
            format!("M{:.1},{:.1} Q50,50 {:.1},{:.1}", p.0, p.1, q.0, q.1)
        }
        [a] => {
            let p = mid(*a);
            format!("M{:.1},{:.1} L50,50", p.0, p.1)
        }
        _ => edges
            .iter()
            .map(|&e| {
                let p = mid(e);
                format!("M{:.1},{:.1} L50,50", p.0, p.1)
            })
            .collect::<Vec<_>>()
            .join(" "),
    }
}

fn lane_anchor(edges: &[Edge]) -> P {
    match edges {
        [a, b] if a.opposite() != *b => {
            let (p, q) = (mid(*a), mid(*b));
            (
                0.25 * p.0 + 0.5 * 50.0 + 0.25 * q.0,
                0.25 * p.1 + 0.5 * 50.0 + 0.25 * q.1,
            )
        }
        [a, b] => lerp(lerp(mid(*a), mid(*b), 0.5), mid(*a), 0.4),
        [a, ..] => lerp(mid(*a), CENTER, 0.45),
        [] => CENTER,
    }
}

/// Where a feature of a tile turned by `rot` is marked (tile-relative).
pub fn anchor(f: &FeatureDef, rot: Rotation) -> P {
    let edges: Vec<Edge> = f.edges.iter().map(|e| e.rotate(rot)).collect();
    match f.kind.def().drawing {
        Drawing::Walled => city_anchor(&edges),
        Drawing::Road | Drawing::Water => lane_anchor(&edges),
        Drawing::Centre { .. } => CENTER,
        Drawing::Ground => {
            let first = f.halves.iter().map(|h| h.rotate(rot)).min();
            first.map_or((30.0, 70.0), half_point)
        }
    }
}

// ---- Numbers drawn as strokes (seven segments) ----

fn segments(c: char) -> &'static str {
    match c {
        '0' => "abcdef",
        '1' => "bc",
        '2' => "abged",
        '3' => "abgcd",
        '4' => "fgbc",
        '5' => "afgcd",
        '6' => "afgedc",
        '7' => "abc",
        '8' => "abcdefg",
        '9' => "abcdfg",
        '-' => "g",
        '+' => "gv",
        _ => "",
    }
}

/// Path data drawing `text` (digits, `-`, `+`) centred on `at`, `h` units high.
pub fn number_path(text: &str, at: P, h: f64) -> String {
    let w = h * 0.5;
    let gap = h * 0.25;
    let n = text.chars().count() as f64;
    let total = n * w + (n - 1.0).max(0.0) * gap;
    let mut x = at.0 - total / 2.0;
    let top = at.1 - h / 2.0;
    let mut d = String::new();
    for c in text.chars() {
        let (l, r, t, m, b) = (x, x + w, top, top + h / 2.0, top + h);
        for s in segments(c).chars() {
            let ((x1, y1), (x2, y2)) = match s {
                'a' => ((l, t), (r, t)),
                'b' => ((r, t), (r, m)),
                'c' => ((r, m), (r, b)),
                'd' => ((l, b), (r, b)),
                'e' => ((l, m), (l, b)),
                'f' => ((l, t), (l, m)),
                'g' => ((l, m), (r, m)),
                _ => (((l + r) / 2.0, m - w / 2.0), ((l + r) / 2.0, m + w / 2.0)),
            };
            let _ = write!(d, "M{x1:.1},{y1:.1} L{x2:.1},{y2:.1} ");
        }
        x += w + gap;
    }
    d
}

// ---- Pieces ----

fn meeple(at: P, scale: f64, fill: &str, stroke: &str) -> String {
    let s = scale;
    let (x, y) = at;
    let pts = [
        (-4.0, -4.0),
        (-11.0, -1.0),
        (-6.0, 12.0),
        (6.0, 12.0),
        (11.0, -1.0),
        (4.0, -4.0),
    ];
    let body = pts
        .iter()
        .map(|(dx, dy)| format!("{:.1},{:.1}", x + dx * s, y + dy * s))
        .collect::<Vec<_>>()
        .join(" ");
    format!(
        "<circle class=\"piece\" cx=\"{x:.1}\" cy=\"{:.1}\" r=\"{:.1}\" fill=\"{fill}\" {stroke}/><polygon class=\"piece\" points=\"{body}\" fill=\"{fill}\" {stroke}/>",
        y - 9.0 * s,
        5.5 * s
    )
}

pub(crate) fn piece_svg(kind: PieceKind, at: P, fill: &str) -> String {
    let stroke = "stroke=\"#000\" stroke-width=\"1.5\" stroke-linejoin=\"round\"";
    let (x, y) = at;
    kind.def()
        .figure
        .shapes
        .iter()
        .map(|shape| match *shape {
            Shape::Meeple(scale) => meeple(at, scale, fill, stroke),
            Shape::Path(dx, dy, d) => format!(
                "<path d=\"M{:.1},{:.1} {d}\" fill=\"{fill}\" {stroke}/>",
                x + dx,
                y + dy
            ),
            Shape::Rect(dx, dy, w, h, r) => format!(
                "<rect class=\"piece\" x=\"{:.1}\" y=\"{:.1}\" width=\"{w}\" height=\"{h}\" rx=\"{r}\" fill=\"{fill}\" {stroke}/>",
                x + dx,
                y + dy
            ),
            Shape::Ellipse(rx, ry) => format!(
                "<ellipse class=\"piece\" cx=\"{x:.1}\" cy=\"{y:.1}\" rx=\"{rx}\" ry=\"{ry}\" fill=\"{fill}\" {stroke}/>"
            ),
            Shape::Circle(dx, dy, r) => format!(
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r}\" fill=\"{fill}\" {stroke}/>",
                x + dx,
                y + dy
            ),
        })
        .collect()
}

// ---- The whole picture ----

/// What to draw besides the position itself.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Scored features to outline, with their points.
    pub highlights: Vec<Highlight>,
    /// The legend's name for each colour (by colour key) in the reader's language; the key
    /// itself where none is given.
    pub color_names: Vec<(&'static str, String)>,
    /// What the file left open, marked with a dashed outline and a `?` (nothing: no mark).
    pub open: Open,
    /// The legend's line for those marks, in the reader's language (drawn when something is
    /// open).
    pub open_legend: String,
    /// The symbols on the board with their words in the reader's language
    /// ([`legend::symbols`](super::legend::symbols)), drawn in the legend under the players.
    pub symbols: Vec<(Symbol, String)>,
    /// What each player holds beside the board (the King, trade goods), by player in the
    /// reader's language, written after the player's name in the legend (empty: nothing).
    pub holds: Vec<String>,
}

/// The board's extent: (min x, min y, columns, rows).
pub fn extent(position: &Position) -> (i64, i64, i64, i64) {
    let tiles = &position.setup().tiles;
    if tiles.is_empty() {
        return (0, 0, 1, 1);
    }
    let minx = tiles.iter().map(|t| t.pos.x).min().unwrap_or(0);
    let maxx = tiles.iter().map(|t| t.pos.x).max().unwrap_or(0);
    let miny = tiles.iter().map(|t| t.pos.y).min().unwrap_or(0);
    let maxy = tiles.iter().map(|t| t.pos.y).max().unwrap_or(0);
    (minx, miny, maxx - minx + 1, maxy - miny + 1)
}

/// Largest board drawn (columns or rows); beyond it the picture would be unusable anyway.
pub const MAX_SIDE: i64 = 400;

/// Most tiles an SVG picture draws: a few hundred bytes each, drawn in one pass, so this many
/// (a record's start and every move at the file limits) stay well within 256 MB and 2 s.
pub const MAX_SVG_TILES: usize = 20_000;

/// Most things (tiles, pieces, highlighted parts and points labels: [`drawn_items`]) an SVG
/// picture draws: a few hundred bytes each, so the picture stays within about 40 MB.
pub const MAX_SVG_ITEMS: usize = 100_000;

/// How many things a picture draws: each tile, each piece, and each part and points label of
/// each highlight. What drawing costs (and a PNG's renderer even more) grows with it.
pub fn drawn_items(position: &Position, options: &Options) -> usize {
    let setup = position.setup();
    let pieces: usize = setup.tiles.iter().map(|t| t.pieces.len()).sum();
    let groups = &position.board().groups;
    let highlighted: usize = options
        .highlights
        .iter()
        .map(|hl| groups.get(hl.group.0).map_or(0, |g| g.parts.len()) + hl.points.len())
        .sum();
    setup.tiles.len() + pieces + highlighted
}

/// The pixel position of square (x, y)'s top-left corner.
pub fn square_origin(position: &Position, x: i64, y: i64) -> P {
    let (minx, miny, _, _) = extent(position);
    origin((minx, miny), x, y)
}

/// The pixel position of square (x, y)'s top-left corner on a board whose least square is
/// `(minx, miny)`: found once per picture, so drawing costs one pass over the tiles.
fn origin((minx, miny): (i64, i64), x: i64, y: i64) -> P {
    (
        MARGIN + (x - minx) as f64 * TILE,
        MARGIN + (y - miny) as f64 * TILE,
    )
}

/// The picture's size in units (= pixels at scale 1), without marks of what was left open.
pub fn size(position: &Position) -> (f64, f64) {
    size_with(position, &Options::default())
}

/// The picture's size in units (= pixels at scale 1) with `options`: a legend line more when
/// something is marked open.
pub fn size_with(position: &Position, options: &Options) -> (f64, f64) {
    let width = picture_width(position, options);
    let (lines, symbol_rows) = legend_lines(position, options, width);
    let (_, _, _, rows) = extent(position);
    let legend = 30.0 * lines as f64 + 10.0 + svg_symbols::ROW * symbol_rows as f64;
    (
        width,
        2.0 * MARGIN + rows.min(MAX_SIDE) as f64 * TILE + legend,
    )
}

/// The legend's lines of players (and of what was left open) and its rows of symbols.
fn legend_lines(position: &Position, options: &Options, width: f64) -> (usize, usize) {
    let open_line = !options.open.is_empty();
    let lines = position.setup().players.len() + usize::from(open_line);
    let rows = svg_symbols::rows(&options.symbols, width - 2.0 * MARGIN).len();
    (lines, rows)
}

/// The picture's width: the board's, or wider for the longest legend line or symbol.
fn picture_width(position: &Position, options: &Options) -> f64 {
    let (_, _, cols, _) = extent(position);
    // Wide enough for the longest legend line (a colour name takes at most 10 letters).
    let label = position
        .setup()
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name = arbiter_rulings::shown::shown(&p.name);
            let holds = options.holds.get(i).map_or("", String::as_str);
            super::letters::text_width(&format!("{name} (wwwwwwwwww): {holds}"), 12.0)
        })
        .fold(0.0, f64::max);
    let label = if options.open.is_empty() {
        label
    } else {
        label.max(super::letters::text_width(&options.open_legend, 12.0))
    };
    (2.0 * MARGIN + cols.min(MAX_SIDE) as f64 * TILE)
        .max(2.0 * MARGIN + 28.0 + label)
        .max(2.0 * MARGIN + svg_symbols::widest(&options.symbols))
}

/// Text as it may stand in the SVG: unsafe characters and those XML does not take written as
/// visible escapes, then XML's markup characters as entities.
pub(crate) fn esc(s: &str) -> String {
    arbiter_rulings::shown::xml_text(&arbiter_rulings::shown::shown(s))
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Draws the position as an SVG document: the table, the coordinates, the tiles, the
/// highlights, the pieces above every tile, and the legend.
pub fn render(position: &Position, options: &Options) -> String {
    let (minx, miny, _, _) = extent(position);
    let (w, h) = size_with(position, options);
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.0}\" height=\"{h:.0}\" viewBox=\"0 0 {w:.0} {h:.0}\">"
    );
    let _ = writeln!(
        s,
        "<rect width=\"100%\" height=\"100%\" fill=\"{}\"/>",
        hex(palette::TABLE)
    );
    coordinates(&mut s, position);
    let mut pieces_layer = String::new();
    let drawings = tile_state::registered();
    for (ti, t) in position.setup().tiles.iter().enumerate() {
        if (t.pos.x - minx) >= MAX_SIDE || (t.pos.y - miny) >= MAX_SIDE {
            continue;
        }
        let at = origin((minx, miny), t.pos.x, t.pos.y);
        let def = Catalogue::get().tile(laid(position.setup(), t));
        tile_as(&mut s, t, def, at, &drawings);
        // Pieces are drawn last, above every tile.
        pieces(&mut pieces_layer, position, ti, t, at, &options.open);
    }
    // Highlights: outline each scored part, points next to the feature.
    for hl in &options.highlights {
        highlight(&mut s, position, hl);
    }
    // What was left open: over the tiles (and their neighbours' edges), under the pieces.
    for (ti, t) in position.setup().tiles.iter().enumerate() {
        if options.open.tile(ti) && (t.pos.x - minx) < MAX_SIDE && (t.pos.y - miny) < MAX_SIDE {
            let (ox, oy) = origin((minx, miny), t.pos.x, t.pos.y);
            let _ = writeln!(
                s,
                "<g class=\"open-tile\" data-tile=\"{ti}\" transform=\"translate({ox:.1},{oy:.1})\"><rect x=\"3\" y=\"3\" width=\"94\" height=\"94\" fill=\"none\" stroke=\"#fff\" stroke-width=\"3\"/><rect x=\"3\" y=\"3\" width=\"94\" height=\"94\" fill=\"none\" stroke=\"{}\" stroke-width=\"3\" stroke-dasharray=\"8 5\"/>{}</g>",
                hex(palette::OPEN),
                question_mark((86.0, 14.0))
            );
        }
    }
    figures(&mut pieces_layer, position, (minx, miny));
    s.push_str(&pieces_layer);
    legend(&mut s, position, options);
    s.push_str("</svg>\n");
    s
}

/// The coordinates along all four sides.
fn coordinates(s: &mut String, position: &Position) {
    let (minx, miny, cols, rows) = extent(position);
    let mut coords = String::new();
    for c in 0..cols.min(MAX_SIDE) {
        let x = MARGIN + c as f64 * TILE + TILE / 2.0;
        let label = (minx + c).to_string();
        coords.push_str(&number_path(&label, (x, MARGIN / 2.0), 14.0));
        coords.push_str(&number_path(
            &label,
            (x, MARGIN * 1.5 + rows.min(MAX_SIDE) as f64 * TILE),
            14.0,
        ));
    }
    for r in 0..rows.min(MAX_SIDE) {
        let y = MARGIN + r as f64 * TILE + TILE / 2.0;
        let label = (miny + r).to_string();
        coords.push_str(&number_path(&label, (MARGIN / 2.0, y), 14.0));
        coords.push_str(&number_path(
            &label,
            (MARGIN * 1.5 + cols.min(MAX_SIDE) as f64 * TILE, y),
            14.0,
        ));
    }
    let _ = writeln!(
        s,
        "<path class=\"coordinates\" d=\"{coords}\" fill=\"none\" stroke=\"#444\" stroke-width=\"2\" stroke-linecap=\"round\"/>"
    );
}

/// `tile_as` with the tile's catalogue entry.
#[cfg(test)]
fn tile(s: &mut String, t: &TileSetup, at: P, drawings: &Drawings) {
    tile_as(s, t, Catalogue::get().tile(t.def), at, drawings);
}

/// Draws one tile in board orientation, as it lies on the board (`def`: with the parts its
/// state adds, a bridge's road): the field, water and the centres under the roads, roads,
/// walled cities, the centres over the roads, the marks, the per-tile state as its expansion
/// marks it (`drawings`), and the square's outline.
fn tile_as(s: &mut String, t: &TileSetup, def: &TileDef, (ox, oy): P, drawings: &Drawings) {
    let _ = writeln!(
        s,
        "<g class=\"tile\" data-tile=\"{}\" data-at=\"{},{}\" transform=\"translate({ox:.1},{oy:.1})\">",
        esc(&def.id),
        t.pos.x,
        t.pos.y
    );
    let _ = writeln!(
        s,
        "<rect width=\"100\" height=\"100\" fill=\"{}\"/>",
        hex(palette::FIELD)
    );
    let rot = t.rot;
    underlay(s, def, rot);
    roads(s, def, rot);
    cities_and_centres(s, def, rot);
    // Marks: pennants, cathedrals, goods, inns (offset from the anchor, where pieces stand).
    for f in &def.features {
        marks(s, f, rot);
    }
    tile_marks(s, def);
    for (key, m) in tile_state::marks(&t.state, drawings) {
        if !m.svg.is_empty() {
            let _ = writeln!(
                s,
                "<g class=\"tile-state\" data-state=\"{}\">{}</g>",
                esc(key),
                m.svg
            );
        }
    }
    let _ = writeln!(
        s,
        "<rect width=\"100\" height=\"100\" fill=\"none\" stroke=\"#333\" stroke-width=\"1\"/>"
    );
    let _ = writeln!(s, "</g>");
}

/// The marks printed over the whole tile (a volcano, a magic portal), each where its
/// drawing says from the middle, the same however the tile is turned.
fn tile_marks(s: &mut String, def: &TileDef) {
    for m in def.marks.iter() {
        let d = &m.def().drawing;
        let _ = writeln!(s, "{}", (d.svg)(50.0 + d.at.0, 50.0 + d.at.1));
    }
}

/// Whether a feature is drawn as `d`.
fn drawn(f: &FeatureDef, d: Drawing) -> bool {
    f.kind.def().drawing == d
}

/// Water with the marks drawn where it ends (a spring, a lake), and the centres drawn under
/// the roads.
fn underlay(s: &mut String, def: &TileDef, rot: Rotation) {
    for f in &def.features {
        let edges: Vec<Edge> = f.edges.iter().map(|e| e.rotate(rot)).collect();
        match f.kind.def().drawing {
            Drawing::Water => {
                let _ = writeln!(
                    s,
                    "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"16\" stroke-linecap=\"butt\"/>",
                    lane_path(&edges),
                    hex(palette::WATER)
                );
                if edges.len() == 1 {
                    for m in f.marks.iter().filter(|m| m.def().drawing.centred) {
                        let _ = writeln!(s, "{}", (m.def().drawing.svg)(50.0, 50.0));
                    }
                }
            }
            Drawing::Centre {
                svg,
                under_roads: true,
                ..
            } => {
                let _ = writeln!(s, "{svg}");
            }
            _ => {}
        }
    }
}

/// The roads, and a crossroads' square where three or more roads end and no centre stands.
fn roads(s: &mut String, def: &TileDef, rot: Rotation) {
    for f in def.features.iter().filter(|f| drawn(f, Drawing::Road)) {
        let edges: Vec<Edge> = f.edges.iter().map(|e| e.rotate(rot)).collect();
        let d = lane_path(&edges);
        let _ = writeln!(
            s,
            "<path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"12\"/><path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"8\"/>",
            hex(palette::ROAD_EDGE),
            hex(palette::ROAD)
        );
    }
    if super::legend::crossroads(def) {
        s.push_str(&crossroads_svg());
        s.push('\n');
    }
}

/// The crossroads' square in the middle of a 100-unit tile.
pub(crate) fn crossroads_svg() -> String {
    "<rect x=\"42\" y=\"42\" width=\"16\" height=\"16\" fill=\"#6d4c2f\"/>".into()
}

/// The walled cities, then the centres drawn over the roads.
fn cities_and_centres(s: &mut String, def: &TileDef, rot: Rotation) {
    for f in def.features.iter().filter(|f| drawn(f, Drawing::Walled)) {
        let edges: Vec<Edge> = f.edges.iter().map(|e| e.rotate(rot)).collect();
        let _ = writeln!(
            s,
            "<path class=\"city\" d=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"3\"/>",
            city_path(&edges),
            hex(palette::CITY),
            hex(palette::WALL)
        );
    }
    for f in &def.features {
        if let Drawing::Centre {
            svg,
            under_roads: false,
            ..
        } = f.kind.def().drawing
        {
            let _ = writeln!(s, "{svg}");
        }
    }
}

/// A feature's marks: a city's pennants, then the printed marks its expansions declare
/// (a cathedral, a good, an inn), each where its table puts it.
fn marks(s: &mut String, f: &FeatureDef, rot: Rotation) {
    let a = anchor(f, rot);
    let mut dx = -22.0;
    if drawn(f, Drawing::Walled) {
        for _ in 0..f.pennants {
            s.push_str(&pennant_svg((a.0 + dx, a.1 - 8.0)));
            dx -= 3.0;
        }
    }
    for m in f.marks.iter() {
        let d = &m.def().drawing;
        if drawn(f, d.on) && !d.centred {
            s.push_str(&(d.svg)(a.0 + d.at.0, a.1 + d.at.1));
        }
    }
}

/// A pennant (a shield) whose top left corner is `at`.
pub(crate) fn pennant_svg((x, y): P) -> String {
    format!(
        "<path class=\"pennant\" d=\"M{x:.1},{y:.1} h12 v8 l-6,6 l-6,-6 Z\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"1.5\"/>",
        hex(palette::PENNANT)
    )
}

/// A `?` on a white disc centred on `at`: the mark of what the file left open.
fn question_mark(at: P) -> String {
    format!(
        "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"9\" fill=\"#fff\" stroke=\"{}\" stroke-width=\"1.5\"/><path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
        at.0,
        at.1,
        hex(palette::OPEN),
        super::letters::text_path("?", at.0 - 3.0, at.1 + 4.5, 9.0),
        hex(palette::OPEN)
    )
}

/// A tile's pieces, into the layer drawn above every tile; a piece that would cover another
/// moves aside. A piece whose feature was left open gets a dashed ring and a `?`.
/// The pieces that stand off the features (`Setup::figures`): on a tile (a dragon) in its
/// upper right corner, beside a piece (a fairy) in the lower right corner of that piece's
/// tile, at a corner where four squares meet (a barn) on that point; a player's in their
/// colour, a neutral one in grey.
fn figures(layer: &mut String, position: &Position, (minx, miny): (i64, i64)) {
    let setup = position.setup();
    let square = |tile: usize| setup.tiles.get(tile).map(|t| t.pos);
    for (i, f) in setup.figures.iter().enumerate() {
        let at = match f.at {
            Spot::Tile { tile } => square(tile).map(|p| (p, (76.0, 24.0))),
            Spot::Beside(PieceAddress::OnTile { tile, .. }) => {
                square(tile).map(|p| (p, (78.0, 80.0)))
            }
            Spot::Corner(p) => Some((p, (0.0, 4.0))),
            _ => None,
        };
        let Some((p, (dx, dy))) = at else { continue };
        if (p.x - minx) >= MAX_SIDE || (p.y - miny) >= MAX_SIDE || p.x < minx || p.y < miny {
            continue;
        }
        let (ox, oy) = origin((minx, miny), p.x, p.y);
        let fill = match f.owner {
            Owner::Player(o) => hex(player_rgb(setup.players[o.index()].color)),
            Owner::Nobody => "#e8e8e8".to_string(),
        };
        let _ = writeln!(
            layer,
            "<g class=\"figure\" data-figure=\"{i}\" data-kind=\"{}\">{}</g>",
            f.kind.key(),
            piece_svg(f.kind, (ox + dx, oy + dy), &fill)
        );
    }
}

fn pieces(
    layer: &mut String,
    position: &Position,
    ti: usize,
    t: &TileSetup,
    (ox, oy): P,
    open: &Open,
) {
    let setup = position.setup();
    let def = Catalogue::get().tile(laid(setup, t));
    let rot = t.rot;
    let mut used: Vec<P> = Vec::new();
    for (pi, p) in t.pieces.iter().enumerate() {
        let f = &def.features[p.feature];
        let mut at = anchor(f, rot);
        if p.kind.def().figure.centred_on.contains(&f.kind) {
            at = (50.0, 48.0);
        }
        while used
            .iter()
            .any(|u| (u.0 - at.0).abs() < 10.0 && (u.1 - at.1).abs() < 10.0)
        {
            at.0 += 16.0;
            if at.0 > 90.0 {
                at = (at.0 - 60.0, at.1 + 16.0);
            }
        }
        used.push(at);
        let color = hex(player_rgb(setup.players[p.owner.index()].color));
        let _ = writeln!(
            layer,
            "<g class=\"piece-of\" data-owner=\"{}\" data-piece=\"{}\" data-tile=\"{ti}\">{}</g>",
            setup.players[p.owner.index()].color.key(),
            p.kind.key(),
            piece_svg(p.kind, (ox + at.0, oy + at.1), &color)
        );
        if open.piece(ti, pi) {
            let (x, y) = (ox + at.0, oy + at.1);
            let _ = writeln!(
                layer,
                "<g class=\"open-piece\" data-tile=\"{ti}\" data-index=\"{pi}\"><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"17\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>{}</g>",
                hex(palette::OPEN),
                question_mark((x + 15.0, y - 15.0))
            );
        }
    }
}

/// Outlines each part of a scored feature, with its points next to the feature.
fn highlight(s: &mut String, position: &Position, hl: &Highlight) {
    let setup = position.setup();
    let board = position.board();
    let (minx, miny, _, _) = extent(position);
    let Some(g) = board.groups.get(hl.group.0) else {
        return;
    };
    let stroke = hex(palette::HIGHLIGHT);
    let mut first: Option<P> = None;
    for part in &g.parts {
        let placed = &board.tiles[part.tile];
        if (placed.pos.x - minx) >= MAX_SIDE || (placed.pos.y - miny) >= MAX_SIDE {
            continue;
        }
        let f = &placed.tile().features[part.feature];
        let (ox, oy) = origin((minx, miny), placed.pos.x, placed.pos.y);
        let edges: Vec<Edge> = f.edges.iter().map(|e| e.rotate(placed.rot)).collect();
        let shape = match f.kind.def().drawing {
            Drawing::Walled => format!("<path d=\"{}\"", city_path(&edges)),
            Drawing::Road => format!("<path d=\"{}\"", lane_path(&edges)),
            Drawing::Centre { .. } => "<rect x=\"28\" y=\"22\" width=\"44\" height=\"50\"".into(),
            _ => {
                let a = anchor(f, placed.rot);
                format!("<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"12\"", a.0, a.1)
            }
        };
        let _ = writeln!(
            s,
            "<g class=\"highlight\" transform=\"translate({ox:.1},{oy:.1})\">{shape} fill=\"none\" stroke=\"{stroke}\" stroke-width=\"4\" stroke-dasharray=\"8 4\"/></g>"
        );
        let a = anchor(f, placed.rot);
        first.get_or_insert((ox + a.0, oy + a.1));
    }
    if let Some((x, y)) = first {
        for (i, (player, points)) in hl.points.iter().enumerate() {
            let color = hex(player_rgb(setup.players[player.index()].color));
            let at = (x, y + 26.0 + 22.0 * i as f64);
            let label = format!("+{points}");
            let width = label.len() as f64 * 11.0 + 8.0;
            let _ = writeln!(
                s,
                "<g class=\"points\"><rect x=\"{:.1}\" y=\"{:.1}\" width=\"{width:.1}\" height=\"20\" rx=\"4\" fill=\"#fff\" stroke=\"{color}\" stroke-width=\"2\"/><path d=\"{}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"2.2\" stroke-linecap=\"round\"/></g>",
                at.0 - width / 2.0,
                at.1 - 10.0,
                number_path(&label, at, 12.0)
            );
        }
    }
}

/// The legend: each player's colour and name.
fn legend(s: &mut String, position: &Position, options: &Options) {
    let setup = position.setup();
    let (_, _, _, rows) = extent(position);
    let top = 2.0 * MARGIN + rows.min(MAX_SIDE) as f64 * TILE;
    for (i, p) in setup.players.iter().enumerate() {
        let y = top + 30.0 * i as f64;
        let color_name = options
            .color_names
            .iter()
            .find(|(k, _)| *k == p.color.key())
            .map_or(p.color.key(), |(_, n)| n.as_str());
        let mut label = format!("{} ({color_name})", arbiter_rulings::shown::shown(&p.name));
        if let Some(h) = options.holds.get(i).filter(|h| !h.is_empty()) {
            label.push_str(": ");
            label.push_str(h);
        }
        // The words are strokes, so that the PNG (drawn without fonts) shows them too; the
        // title keeps them as text for viewers and search.
        let _ = writeln!(
        s,
        "<g class=\"legend\"><title>{}</title><rect x=\"{MARGIN:.1}\" y=\"{y:.1}\" width=\"20\" height=\"20\" fill=\"{}\" stroke=\"#000\"/><path d=\"{}\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.6\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></g>",
        esc(&label),
        hex(player_rgb(p.color)),
        super::letters::text_path(&label, MARGIN + 28.0, y + 16.0, 12.0),
    );
    }
    if !options.open.is_empty() {
        let y = top + 30.0 * setup.players.len() as f64;
        let _ = writeln!(
            s,
            "<g class=\"legend open\"><title>{}</title><rect x=\"{:.1}\" y=\"{:.1}\" width=\"18\" height=\"18\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>{}<path d=\"{}\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.6\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></g>",
            esc(&options.open_legend),
            MARGIN + 1.0,
            y + 1.0,
            hex(palette::OPEN),
            question_mark((MARGIN + 10.0, y + 10.0)),
            super::letters::text_path(&options.open_legend, MARGIN + 28.0, y + 16.0, 12.0),
        );
    }
    let width = picture_width(position, options);
    let (lines, _) = legend_lines(position, options, width);
    let y = top + 30.0 * lines as f64 + 6.0;
    svg_symbols::draw(s, &options.symbols, width - 2.0 * MARGIN, MARGIN, y);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn city_paths_close() {
        for edges in [
            vec![Edge::N],
            vec![Edge::N, Edge::E],
            vec![Edge::N, Edge::S],
            vec![Edge::N, Edge::E, Edge::W],
        ] {
            let d = city_path(&edges);
            assert!(d.starts_with('M') && d.ends_with('Z'), "{d}");
        }
    }

    #[test]
    fn per_tile_state_is_drawn_as_its_declaration_says() {
        use arbiter_engine::carcassonne::geometry::Pos;
        use arbiter_engine::carcassonne::setup::TileState;
        let mut t = TileSetup {
            def: Catalogue::get().index_of("D").unwrap(),
            pos: Pos::new(0, 0),
            rot: Rotation::R0,
            pieces: vec![],
            state: TileState(vec![("height", 4)]),
            features: Default::default(),
        };
        let drawings = tile_state::made_up::drawings();
        let mut s = String::new();
        tile(&mut s, &t, (0.0, 0.0), &drawings);
        assert!(
            s.contains("<g class=\"tile-state\" data-state=\"height\"><rect class=\"height\" data-value=\"4\"/></g>"),
            "{s}"
        );
        let (mut plain, mut none) = (String::new(), String::new());
        tile(&mut plain, &t, (0.0, 0.0), &Vec::new());
        t.state = TileState::default();
        tile(&mut none, &t, (0.0, 0.0), &drawings);
        assert_eq!(plain, none, "undrawn or absent state draws nothing");
    }

    #[test]
    fn numbers_have_strokes() {
        assert!(number_path("-12", (0.0, 0.0), 10.0).matches('M').count() >= 6);
    }
}
