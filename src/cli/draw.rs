//! A tile drawn in the terminal, so a user can match a photo to a catalogue id.

use arbiter_engine::carcassonne::catalogue::{FeatureDef, FeatureKind, TileDef};
use arbiter_engine::carcassonne::expansions::Drawing;
use arbiter_engine::carcassonne::geometry::{Edge, Rotation};

const W: usize = 11;
const H: usize = 7;

/// Draws `tile` turned by `rot` as text lines (C city, = | road, / \\ a road's bend, ~ river,
/// a feature in the middle by its kind's letter (M monastery), . field, * a pennant, + where
/// a road or river ends).
pub fn draw(tile: &TileDef, rot: Rotation, color: bool) -> Vec<String> {
    lines(&grid(tile, rot), color)
}

/// [`draw`], with each feature's number (1, 2, 3 … in the order of its table rows) on the
/// cell where the pictures put a piece standing on it.
pub fn draw_places(tile: &TileDef, rot: Rotation, color: bool) -> Vec<String> {
    let mut g = grid(tile, rot);
    let mut used: Vec<(usize, usize)> = Vec::new();
    for (i, f) in tile.features.iter().enumerate() {
        let (ax, ay) = arbiter_render::svg::anchor(f, rot);
        let mut x = ((ax / 100.0 * W as f64) as usize).min(W - 1);
        let y = ((ay / 100.0 * H as f64) as usize).min(H - 1);
        // Beside a bend's slanted corner, which shows the way the road turns.
        while (used.contains(&(x, y)) || matches!(g[y][x], '/' | '\\')) && x + 1 < W {
            x += 1;
        }
        used.push((x, y));
        g[y][x] = place_mark(i);
    }
    lines(&g, color)
}

/// The mark of a tile's feature `i` in [`draw_places`]: 1 to 9, then a, b, c ….
pub fn place_mark(i: usize) -> char {
    char::from_digit(i as u32 + 1, 36).unwrap_or('+')
}

/// The drawing's cells.
fn grid(tile: &TileDef, rot: Rotation) -> [[char; W]; H] {
    let mut grid = [['.'; W]; H];
    let cx = W / 2;
    let cy = H / 2;
    // Cities: a band along each city edge; a city over three or four edges fills the middle.
    let drawing = |f: &FeatureDef| f.kind.def().drawing;
    for f in tile
        .features
        .iter()
        .filter(|f| drawing(f) == Drawing::Walled)
    {
        let edges: Vec<Edge> = f.edges.iter().map(|e| e.rotate(rot)).collect();
        for &e in &edges {
            for (y, row) in grid.iter_mut().enumerate() {
                for (x, cell) in row.iter_mut().enumerate() {
                    let inside = match e {
                        Edge::N => y < 2,
                        Edge::S => y >= H - 2,
                        Edge::W => x < 3,
                        Edge::E => x >= W - 3,
                    };
                    if inside {
                        *cell = 'C';
                    }
                }
            }
        }
        if edges.len() >= 3 || (edges.len() == 2 && edges[0].opposite() == edges[1]) {
            for row in grid.iter_mut().take(H - 2).skip(2) {
                for cell in row.iter_mut().take(W - 3).skip(3) {
                    *cell = 'C';
                }
            }
        }
        if edges.len() == 2 && edges[0].opposite() != edges[1] {
            // A corner city: fill the triangle between its two edges.
            let (vert, horiz) = if matches!(edges[0], Edge::N | Edge::S) {
                (edges[0], edges[1])
            } else {
                (edges[1], edges[0])
            };
            for (y, row) in grid.iter_mut().enumerate() {
                for (x, cell) in row.iter_mut().enumerate() {
                    let dy = if vert == Edge::N { y } else { H - 1 - y };
                    let dx = if horiz == Edge::W { x } else { W - 1 - x };
                    if dx * H + dy * W < W * H * 3 / 4 {
                        *cell = 'C';
                    }
                }
            }
        }
        if f.pennants > 0 {
            let e = edges[0];
            let (x, y) = match e {
                Edge::N => (cx, 0),
                Edge::S => (cx, H - 1),
                Edge::W => (0, cy),
                Edge::E => (W - 1, cy),
            };
            grid[y][x] = '*';
        }
    }
    // Roads and the river: a line from each edge to the middle.
    for f in tile
        .features
        .iter()
        .filter(|f| matches!(drawing(f), Drawing::Road | Drawing::Water))
    {
        let mark = if drawing(f) == Drawing::Road {
            '='
        } else {
            '~'
        };
        let edges: Vec<Edge> = f.edges.iter().map(|e| e.rotate(rot)).collect();
        if mark == '=' && edges.len() == 2 && edges[0].opposite() != edges[1] {
            bend(&mut grid, edges[0], edges[1]);
            continue;
        }
        for &e in &edges {
            match e {
                Edge::N => (0..=cy).for_each(|y| grid[y][cx] = if mark == '=' { '|' } else { '~' }),
                Edge::S => (cy..H).for_each(|y| grid[y][cx] = if mark == '=' { '|' } else { '~' }),
                Edge::W => (0..=cx).for_each(|x| grid[cy][x] = mark),
                Edge::E => (cx..W).for_each(|x| grid[cy][x] = mark),
            }
        }
        if f.edges.len() == 1 {
            grid[cy][cx] = '+';
        }
    }
    for f in &tile.features {
        if let Drawing::Centre { letter, .. } = drawing(f) {
            grid[cy][cx] = letter;
        }
    }
    grid
}

/// A road that bends from edge `a` to edge `b`: each arm stops short of the middle and a
/// slanted corner (`/` or `\\`) joins them in the quarter between the two edges, so two
/// bends through the middle (`IC/RrRr`) never look like two roads crossing (`TB/RRrr`), and
/// the quarter each bend turns through shows which way the tile lies.
fn bend(grid: &mut [[char; W]; H], a: Edge, b: Edge) {
    let (cx, cy) = (W / 2, H / 2);
    let vertical = if matches!(a, Edge::N | Edge::S) { a } else { b };
    let horizontal = if vertical == a { b } else { a };
    let (dy, rows): (isize, Vec<usize>) = match vertical {
        Edge::N => (-1, (0..cy - 1).collect()),
        _ => (1, (cy + 2..H).collect()),
    };
    let (dx, cols): (isize, Vec<usize>) = match horizontal {
        Edge::W => (-1, (0..cx - 1).collect()),
        _ => (1, (cx + 2..W).collect()),
    };
    rows.into_iter().for_each(|y| grid[y][cx] = '|');
    cols.into_iter().for_each(|x| grid[cy][x] = '=');
    let corner = (cy.wrapping_add_signed(dy), cx.wrapping_add_signed(dx));
    grid[corner.0][corner.1] = if dx == dy { '/' } else { '\\' };
}

/// The cells as framed lines of text.
fn lines(grid: &[[char; W]; H], color: bool) -> Vec<String> {
    let mut lines = vec![format!("+{}+", "-".repeat(W))];
    for row in grid {
        let mut s = String::from("|");
        for &c in row {
            s.push_str(&paint(c, color));
        }
        s.push('|');
        lines.push(s);
    }
    lines.push(format!("+{}+", "-".repeat(W)));
    lines
}

/// Whether `c` is the letter of a feature drawn in the middle of the tile (`M` monastery).
fn centre_letter(c: char) -> bool {
    FeatureKind::ALL
        .into_iter()
        .any(|k| matches!(k.def().drawing, Drawing::Centre { letter, .. } if letter == c))
}

fn paint(c: char, color: bool) -> String {
    if !color {
        return c.to_string();
    }
    let code = match c {
        'C' | '*' => "33",
        '=' | '|' | '+' | '/' | '\\' => "37;1",
        '~' => "34;1",
        c if centre_letter(c) => "31;1",
        c if c.is_ascii_digit() => "35;1",
        _ => "32",
    };
    format!("\x1b[{code}m{c}\x1b[0m")
}
