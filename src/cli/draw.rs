//! A tile drawn in the terminal, so a user can match a photo to a catalogue id.

use arbiter::carcassonne::catalogue::{FeatureDef, FeatureKind, TileDef};
use arbiter::carcassonne::expansions::Drawing;
use arbiter::carcassonne::geometry::{Edge, Rotation};

const W: usize = 11;
const H: usize = 7;

/// Draws `tile` turned by `rot` as text lines (C city, = road, ~ river, a feature in the
/// middle by its kind's letter (M monastery), . field, * a pennant, + where a road or river
/// ends).
pub fn draw(tile: &TileDef, rot: Rotation, color: bool) -> Vec<String> {
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
        for e in f.edges.iter().map(|e| e.rotate(rot)) {
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
    let mut lines = vec![format!("+{}+", "-".repeat(W))];
    for row in grid {
        let mut s = String::from("|");
        for c in row {
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
        '=' | '|' | '+' => "37;1",
        '~' => "34;1",
        c if centre_letter(c) => "31;1",
        _ => "32",
    };
    format!("\x1b[{code}m{c}\x1b[0m")
}
