//! A compact text view of a position: every tile five characters wide and three high, with
//! ANSI colours when asked for.
//!
//! Letters: `C` city, `|`/`-` road, `~` river, `+` crossing, a feature in the middle of the
//! tile by its kind's letter (`M` monastery, `G` garden), a blank is field; `&` an inn,
//! `#` a cathedral, `%` wine, `*` grain, `=` cloth, `$` a princess; a volcano `V`, the
//! dragon's symbol `D` and a magic portal `Q` on a free corner of their tile. A follower shows as its owner's colour
//! initial (`r b g y k a p`), a big follower as the initial in upper case; abbot, builder and
//! pig are their letter followed by the owner's initial (`Ar`, `Bb`, `Pg`), so that every
//! piece reads without colour. What the file left open is marked `?`: beside a piece whose
//! feature is open, in a corner of a tile whose picture is open.

use std::fmt::Write;

use arbiter_engine::carcassonne::catalogue::{Catalogue, FeatureDef, TileDef};
use arbiter_engine::carcassonne::effect::{Owner, PieceAddress, Spot};
use arbiter_engine::carcassonne::expansions::{Drawing, Letter, Lies};
use arbiter_engine::carcassonne::geometry::{Edge, HalfEdge, Rotation};
use arbiter_engine::carcassonne::pieces::{Color, PieceKind};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::setup::{Setup, TileState};

use super::tile_state::Drawings;
use super::Open;

const W: usize = 5;
const H: usize = 3;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ground {
    Field,
    City,
    Road,
    Water,
    Building,
}

#[derive(Clone, Copy)]
struct Cell {
    ch: char,
    ground: Ground,
    piece: Option<Color>,
    /// The `?` of something left open.
    open: bool,
}

impl Cell {
    fn field() -> Cell {
        Cell {
            ch: ' ',
            ground: Ground::Field,
            piece: None,
            open: false,
        }
    }
}

/// The initial used for a colour.
pub fn color_initial(c: Color) -> char {
    match c {
        Color::Red => 'r',
        Color::Blue => 'b',
        Color::Green => 'g',
        Color::Yellow => 'y',
        Color::Black => 'k',
        Color::Gray => 'a',
        Color::Pink => 'p',
    }
}

fn edge_cells(e: Edge) -> [(usize, usize); 3] {
    match e {
        Edge::N => [(0, 1), (0, 2), (0, 3)],
        Edge::S => [(2, 1), (2, 2), (2, 3)],
        Edge::W => [(1, 0), (1, 0), (1, 0)],
        Edge::E => [(1, 4), (1, 4), (1, 4)],
    }
}

fn half_cell(h: HalfEdge) -> (usize, usize) {
    match h {
        HalfEdge::Nnw => (0, 1),
        HalfEdge::Nne => (0, 3),
        HalfEdge::Ene => (0, 4),
        HalfEdge::Ese => (2, 4),
        HalfEdge::Sse => (2, 3),
        HalfEdge::Ssw => (2, 1),
        HalfEdge::Wsw => (2, 0),
        HalfEdge::Wnw => (0, 0),
    }
}

fn corner_edges(r: usize, c: usize) -> Option<(Edge, Edge)> {
    match (r, c) {
        (0, 0) => Some((Edge::N, Edge::W)),
        (0, 4) => Some((Edge::N, Edge::E)),
        (2, 0) => Some((Edge::S, Edge::W)),
        (2, 4) => Some((Edge::S, Edge::E)),
        _ => None,
    }
}

/// A walled city along `edges` (turned): its edge cells, the corners between two of its
/// edges, and the middle row when it runs across the tile.
fn draw_city(g: &mut [[Cell; W]; H], edges: &[Edge]) {
    for &e in edges {
        for (r, c) in edge_cells(e) {
            g[r][c] = Cell {
                ch: 'C',
                ground: Ground::City,
                piece: None,
                open: false,
            };
        }
    }
    for (r, c) in [(0, 0), (0, 4), (2, 0), (2, 4)] {
        if let Some((a, b)) = corner_edges(r, c) {
            if edges.contains(&a) && edges.contains(&b) {
                g[r][c] = Cell {
                    ch: 'C',
                    ground: Ground::City,
                    piece: None,
                    open: false,
                };
            }
        }
    }
    let through = edges.len() >= 3 || (edges.len() == 2 && edges[0].opposite() == edges[1]);
    if through {
        for cell in g[1].iter_mut().take(4).skip(1) {
            *cell = Cell {
                ch: 'C',
                ground: Ground::City,
                piece: None,
                open: false,
            };
        }
    }
}

fn draw_tile(def: &TileDef, rot: Rotation) -> [[Cell; W]; H] {
    let mut g = [[Cell::field(); W]; H];
    let mut lanes = 0;
    for f in &def.features {
        let edges: Vec<Edge> = f.edges.iter().map(|e| e.rotate(rot)).collect();
        match f.kind.def().drawing {
            Drawing::Walled => draw_city(&mut g, &edges),
            drawing @ (Drawing::Road | Drawing::Water) => {
                let water = drawing == Drawing::Water;
                let ground = if water { Ground::Water } else { Ground::Road };
                lanes += 1;
                for &e in &edges {
                    let (r, c) = edge_cells(e)[1];
                    let ch = match (water, e) {
                        (true, _) => '~',
                        (_, Edge::N | Edge::S) => '|',
                        _ => '-',
                    };
                    g[r][c] = Cell {
                        ch,
                        ground,
                        piece: None,
                        open: false,
                    };
                    let inner = match e {
                        Edge::W => Some((1, 1)),
                        Edge::E => Some((1, 3)),
                        _ => None,
                    };
                    // A city across the tile keeps its middle row where a road crosses it
                    // (over it on a bridge, or under it in a tunnel): the city stays one.
                    let inner = inner.filter(|&(r, c)| g[r][c].ground != Ground::City);
                    if let Some((r, c)) = inner {
                        g[r][c] = Cell {
                            ch,
                            ground,
                            piece: None,
                            open: false,
                        };
                    }
                }
                let centre = if water && edges.len() == 1 {
                    f.marks
                        .iter()
                        .find(|m| m.def().drawing.centred)
                        .map_or('~', |m| m.def().drawing.letter)
                } else if water {
                    '~'
                } else if edges.len() == 2 && edges[0].opposite() == edges[1] {
                    if edges.contains(&Edge::N) {
                        '|'
                    } else {
                        '-'
                    }
                } else {
                    '+'
                };
                if g[1][2].ground != Ground::City {
                    g[1][2] = Cell {
                        ch: centre,
                        ground,
                        piece: None,
                        open: false,
                    };
                }
            }
            Drawing::Centre { letter, .. } => {
                // A second building in the middle (a tower beside a monastery) stands to
                // the right of the first.
                let c = if g[1][2].ground == Ground::Building {
                    3
                } else {
                    2
                };
                g[1][c] = Cell {
                    ch: letter,
                    ground: Ground::Building,
                    piece: None,
                    open: false,
                };
            }
            Drawing::Ground => {}
        }
    }
    let _ = lanes;
    if super::legend::crossroads(def) {
        g[1][2] = Cell {
            ch: CROSSROADS,
            ground: Ground::Road,
            piece: None,
            open: false,
        };
    }
    tile_marks(&mut g, def);
    g
}

/// Marks printed over the whole tile (a volcano, a magic portal): their letter on the first
/// free corner, bottom left first.
fn tile_marks(g: &mut [[Cell; W]; H], def: &TileDef) {
    for m in def.marks.iter() {
        let free = [(2, 0), (2, 4), (0, 0), (0, 4)]
            .into_iter()
            .find(|&(r, c)| g[r][c].ch == ' ' && g[r][c].ground != Ground::Building);
        if let Some((r, c)) = free {
            g[r][c].ch = m.def().drawing.letter;
        }
    }
}

fn piece_char(kind: PieceKind, owner: Color) -> char {
    match kind.def().letter {
        Letter::OwnerInitial => color_initial(owner),
        Letter::Fixed(c) => c,
    }
}

fn ansi_bg(g: Ground) -> u8 {
    match g {
        Ground::Field => 70,
        Ground::City => 173,
        Ground::Road => 254,
        Ground::Water => 33,
        Ground::Building => 131,
    }
}

/// The 256-colour index of a player colour.
pub fn ansi_player(c: Color) -> u8 {
    match c {
        Color::Red => 196,
        Color::Blue => 21,
        Color::Green => 22,
        Color::Yellow => 226,
        Color::Black => 16,
        Color::Gray => 250,
        Color::Pink => 205,
    }
}

/// Draws the position as lines of text; `color` adds ANSI colours.
pub fn render(position: &Position, color: bool) -> String {
    render_open(position, color, &Open::default())
}

/// [`render`], marking with `?` what the file left open.
pub fn render_open(position: &Position, color: bool, open: &Open) -> String {
    let (minx, miny, cols, rows) = super::svg::extent(position);
    let cols = cols.min(super::svg::MAX_SIDE) as usize;
    let rows = rows.min(super::svg::MAX_SIDE) as usize;
    let grid = grid(position, (minx, miny), (cols, rows), open);
    let mut out = String::new();
    let _ = write!(out, "{:>4} ", "");
    for c in 0..cols {
        let _ = write!(out, "{:^5}", minx + c as i64);
    }
    out.push('\n');
    for (r, row) in grid.iter().enumerate() {
        if r % H == 1 {
            let _ = write!(out, "{:>4} ", miny + (r / H) as i64);
        } else {
            let _ = write!(out, "{:>4} ", "");
        }
        for cell in row {
            push_cell(&mut out, cell.as_ref(), color);
        }
        out.push('\n');
    }
    out
}

/// The board's cells, `W` by `H` a square, from the top-left square `min`; `None` where no
/// tile lies.
fn grid(
    position: &Position,
    (minx, miny): (i64, i64),
    (cols, rows): (usize, usize),
    open: &Open,
) -> Vec<Vec<Option<Cell>>> {
    let cat = Catalogue::get();
    let setup = position.setup();
    let drawings = &super::tile_state::registered();
    let mut grid: Vec<Vec<Option<Cell>>> = vec![vec![None; cols * W]; rows * H];
    for (ti, t) in setup.tiles.iter().enumerate() {
        let (cx, cy) = ((t.pos.x - minx) as usize, (t.pos.y - miny) as usize);
        if cx >= cols || cy >= rows {
            continue;
        }
        let def = cat.tile(arbiter_engine::carcassonne::position::laid(setup, t));
        let mut cells = draw_tile(def, t.rot);
        mark(&mut cells, def, t.rot);
        mark_state(&mut cells, &t.state, drawings);
        let mut open_pieces = Vec::new();
        for (pi, p) in t.pieces.iter().enumerate() {
            let owner = setup.players[p.owner.index()].color;
            let at = put_piece(&mut cells, def, t.rot, p.feature, p.kind, owner);
            if open.piece(ti, pi) {
                open_pieces.push(at);
            }
        }
        // The marks after every piece, so that no piece covers them.
        for (r, c) in open_pieces {
            let beside = [c + 1, c.wrapping_sub(1)]
                .into_iter()
                .find(|&c| c < W && cells[r][c].piece.is_none() && !cells[r][c].open);
            if let Some(c) = beside {
                mark_open(&mut cells[r][c]);
            }
        }
        if open.tile(ti) {
            let corner = [(0, 4), (0, 0), (2, 4), (2, 0)]
                .into_iter()
                .find(|&(r, c)| cells[r][c].piece.is_none() && !cells[r][c].open);
            if let Some((r, c)) = corner {
                mark_open(&mut cells[r][c]);
            }
        }
        mark_figures(&mut cells, setup, ti);
        for (r, row) in cells.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                grid[cy * H + r][cx * W + c] = Some(*cell);
            }
        }
    }
    grid
}

/// The text view's letter for each mark a feature carries: a pennant `^` (once per pennant),
/// a cathedral `#`, its good (`%` wine, `*` grain, `=` cloth), an inn `&`.
pub fn feature_marks(f: &FeatureDef) -> Vec<char> {
    let mut marks = vec![PENNANT; usize::from(f.pennants)];
    marks.extend(
        f.marks
            .iter()
            .filter(|m| !m.def().drawing.centred)
            .map(|m| m.def().drawing.letter),
    );
    marks
}

/// A pennant in the text view.
pub const PENNANT: char = '^';
/// The crossroads' square (three or more roads end there) in the text view.
pub const CROSSROADS: char = 'X';

/// What each feature carries: from the third cell of its first edge on, each mark on the next
/// cell no mark, building or lane holds yet (pieces come on top).
fn mark(cells: &mut [[Cell; W]; H], def: &TileDef, rot: Rotation) {
    let mut taken = [[false; W]; H];
    for f in &def.features {
        let marks = feature_marks(f);
        let Some(e) = f.edges.iter().map(|e| e.rotate(rot)).min() else {
            continue;
        };
        let first = match e {
            Edge::W => (1, 1),
            Edge::E => (1, 3),
            _ => edge_cells(e)[2],
        };
        let order = std::iter::once(first)
            .chain(edge_cells(e).into_iter().rev())
            .chain((0..H).flat_map(|r| (0..W).map(move |c| (r, c))));
        let mut free: Vec<(usize, usize)> = order
            .filter(|&(r, c)| {
                !matches!(
                    cells[r][c].ground,
                    Ground::Road | Ground::Water | Ground::Building
                )
            })
            .collect();
        free.retain(|&(r, c)| !taken[r][c]);
        let mut free = free.into_iter();
        for m in marks {
            if let Some((r, c)) = free.find(|&(r, c)| !taken[r][c]) {
                taken[r][c] = true;
                cells[r][c].ch = m;
            }
        }
    }
}

/// The pieces that stand off the features on tile entry `tile` (`Setup::figures`): one on
/// the tile (a dragon) top right, one beside a piece there (a fairy) bottom right, one at the
/// tile's north-west corner (a barn) top left; its letter, after it the owner's initial when
/// it has an owner, as the legend says.
fn mark_figures(cells: &mut [[Cell; W]; H], setup: &Setup, tile: usize) {
    let pos = setup.tiles[tile].pos;
    for f in &setup.figures {
        let (r, c) = match f.at {
            Spot::Tile { tile: t } if t == tile => (0, 4),
            Spot::Beside(PieceAddress::OnTile { tile: t, .. }) if t == tile => (2, 4),
            Spot::Corner(p) if p == pos => (0, 0),
            _ => continue,
        };
        let letter = match (f.kind.def().letter, f.owner) {
            (Letter::Fixed(ch), _) => ch,
            (Letter::OwnerInitial, Owner::Player(p)) => {
                color_initial(setup.players[p.index()].color)
            }
            (Letter::OwnerInitial, Owner::Nobody) => '?',
        };
        match (f.owner, f.kind.def().letter) {
            // The letter, then the owner's initial, as pieces on features are written.
            (Owner::Player(p), Letter::Fixed(_)) => {
                let c = c.min(W - 2);
                cells[r][c].ch = letter;
                cells[r][c + 1].ch = color_initial(setup.players[p.index()].color);
            }
            _ => cells[r][c].ch = letter,
        }
    }
}

/// The per-tile state's letters, as its expansion marks them (`drawings`), each on the first
/// free corner cell (no mark, building, lane or other state there), bottom left first; pieces
/// and the `?` of an open tile come on top.
fn mark_state(cells: &mut [[Cell; W]; H], state: &TileState, drawings: &Drawings) {
    for (_, m) in super::tile_state::marks(state, drawings) {
        let Some(letter) = m.letter else { continue };
        let free = [(2, 0), (2, 4), (0, 0), (0, 4)]
            .into_iter()
            .find(|&(r, c)| cells[r][c].ch == ' ' && cells[r][c].ground != Ground::Building);
        if let Some((r, c)) = free {
            cells[r][c].ch = letter;
        }
    }
}

/// Puts the `?` of something left open on a cell.
fn mark_open(cell: &mut Cell) {
    cell.ch = '?';
    cell.open = true;
}

/// A piece of `kind` and `owner` on the tile's feature `feature`: on its first edge, half-edge
/// or inside, or on the middle row's next free cell when another piece is there already.
/// Returns the cell of its last letter.
fn put_piece(
    cells: &mut [[Cell; W]; H],
    def: &TileDef,
    rot: Rotation,
    feature: usize,
    kind: PieceKind,
    owner: Color,
) -> (usize, usize) {
    let f = &def.features[feature];
    let (r, c) = match f.kind.lies() {
        Lies::Edges => {
            let e = f
                .edges
                .iter()
                .map(|e| e.rotate(rot))
                .min()
                .unwrap_or(Edge::N);
            edge_cells(e)[1]
        }
        Lies::HalfEdges => f
            .halves
            .iter()
            .map(|h| h.rotate(rot))
            .min()
            .map_or((1, 1), half_cell),
        Lies::Inside => (1, 2),
    };
    let (mut r, mut c) = (r, c);
    if cells[r][c].piece.is_some() {
        // Another piece already there: use the next free cell of the middle row.
        if let Some(free) = (0..W).find(|&c| cells[1][c].piece.is_none()) {
            r = 1;
            c = free;
        }
    }
    match kind.def().letter {
        // A kind's letter, then the owner's initial beside it.
        Letter::Fixed(k) => {
            let c = c.min(W - 2);
            cells[r][c].ch = k;
            cells[r][c].piece = Some(owner);
            cells[r][c + 1].ch = color_initial(owner);
            cells[r][c + 1].piece = Some(owner);
            (r, c + 1)
        }
        _ => {
            cells[r][c].ch = piece_char(kind, owner);
            cells[r][c].piece = Some(owner);
            (r, c)
        }
    }
}

/// One cell as text: ANSI-coloured, or plain (`.` for an empty field, `·` off the board).
fn push_cell(out: &mut String, cell: Option<&Cell>, color: bool) {
    match cell {
        None => out.push(if color { ' ' } else { '·' }),
        Some(cell) if color && cell.open => {
            let _ = write!(out, "\x1b[1;38;5;16;48;5;231m{}\x1b[0m", cell.ch);
        }
        Some(cell) if color => {
            let _ = match cell.piece {
                Some(owner) => write!(
                    out,
                    "\x1b[1;38;5;{};48;5;{}m{}\x1b[0m",
                    ansi_player(owner),
                    ansi_bg(cell.ground),
                    cell.ch
                ),
                None => write!(
                    out,
                    "\x1b[38;5;16;48;5;{}m{}\x1b[0m",
                    ansi_bg(cell.ground),
                    cell.ch
                ),
            };
        }
        Some(cell) => out.push(if cell.ground == Ground::Field && cell.ch == ' ' {
            '.'
        } else {
            cell.ch
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_engine::carcassonne::setup::{Setup, TileSetup};

    #[test]
    fn per_tile_state_is_marked_as_its_declaration_says() {
        use arbiter_engine::carcassonne::setup::TileState;
        let def = Catalogue::get().tile(Catalogue::get().index_of("D").unwrap());
        let plain = draw_tile(def, Rotation::R0);
        let mut cells = plain;
        let drawings = super::super::tile_state::made_up::drawings();
        mark_state(&mut cells, &TileState(vec![("height", 7)]), &drawings);
        let changed: Vec<(usize, usize, char)> = (0..H)
            .flat_map(|r| (0..W).map(move |c| (r, c)))
            .filter(|&(r, c)| cells[r][c].ch != plain[r][c].ch)
            .map(|(r, c)| (r, c, cells[r][c].ch))
            .collect();
        assert_eq!(changed.len(), 1, "one corner marked");
        assert_eq!(changed[0].2, '7');
        assert!([0, H - 1].contains(&changed[0].0) && [0, W - 1].contains(&changed[0].1));
        let mut unmarked = plain;
        mark_state(&mut unmarked, &TileState(vec![("height", 7)]), &Vec::new());
        assert!((0..H).all(|r| (0..W).all(|c| unmarked[r][c].ch == plain[r][c].ch)));
    }

    #[test]
    fn start_tile_draws() {
        let cat = Catalogue::get();
        let mut setup = Setup::new(Default::default(), vec![]);
        setup.tiles.push(TileSetup {
            def: cat.index_of("D").unwrap(),
            pos: arbiter_engine::carcassonne::geometry::Pos::new(0, 0),
            rot: Rotation::R0,
            pieces: vec![],
            state: Default::default(),
            features: Default::default(),
        });
        let text = render(&Position::validate(setup), false);
        assert!(text.contains("CCC"), "{text}");
        assert!(text.contains("---"), "{text}");
    }

    /// Each piece drawn with a letter of its own has one no other piece or feature uses, in
    /// upper case beside its owner's lower-case initial: the big meeple is not read as the
    /// builder (B, bouwmeester in Dutch) nor as a player's initial.
    #[test]
    fn piece_letters_are_unambiguous() {
        use arbiter_engine::carcassonne::catalogue::FeatureKind;
        use arbiter_engine::carcassonne::expansions::Drawing;
        use arbiter_engine::carcassonne::pieces::{Color, PieceKind};
        assert!(Color::ALL
            .iter()
            .all(|&c| color_initial(c).is_ascii_lowercase()));
        let taken: Vec<char> = FeatureKind::ALL
            .into_iter()
            .filter_map(|k| match k.def().drawing {
                Drawing::Centre { letter, .. } => Some(letter),
                _ => None,
            })
            .collect();
        let mut seen = Vec::new();
        for kind in PieceKind::ALL {
            if let Letter::Fixed(c) = kind.def().letter {
                assert!(c.is_ascii_uppercase(), "{c} of {kind:?}");
                assert!(!taken.contains(&c), "{c} of {kind:?}");
                assert!(!seen.contains(&c), "{c} drawn for two pieces");
                seen.push(c);
            }
        }
        assert!(seen.contains(&'L'), "the big meeple is Lr, Lb ...");
    }
}
