//! Squares, edges, half-edges and rotation.
//!
//! Coordinates follow the position format: x grows to the east, y grows to the south.
//! Rotation is clockwise in quarter turns.

use std::fmt;

/// A square of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Pos {
    /// Column, growing to the east.
    pub x: i64,
    /// Row, growing to the south.
    pub y: i64,
}

/// Hashed as one word (boards are maps keyed by squares, looked up many times a tile): the
/// low 32 bits of the column, then of the row, which tell every two squares within
/// [`COORD_LIMIT`] apart.
impl std::hash::Hash for Pos {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(u64::from(self.x as u32) << 32 | u64::from(self.y as u32));
    }
}

/// The largest coordinate (in absolute value) a position may use; far beyond any real table,
/// and far enough from the i64 limits that neighbour arithmetic never overflows.
pub const COORD_LIMIT: i64 = 1_000_000_000;

impl Pos {
    /// A square.
    pub const fn new(x: i64, y: i64) -> Pos {
        Pos { x, y }
    }

    /// The square across `edge`.
    pub fn step(self, edge: Edge) -> Pos {
        let (dx, dy) = edge.delta();
        Pos::new(self.x + dx, self.y + dy)
    }

    /// The eight squares around this one.
    pub fn ring(self) -> [Pos; 8] {
        let Pos { x, y } = self;
        [
            Pos::new(x - 1, y - 1),
            Pos::new(x, y - 1),
            Pos::new(x + 1, y - 1),
            Pos::new(x + 1, y),
            Pos::new(x + 1, y + 1),
            Pos::new(x, y + 1),
            Pos::new(x - 1, y + 1),
            Pos::new(x - 1, y),
        ]
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// One of the four edges of a square tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Edge {
    /// North (up the table).
    N,
    /// East.
    E,
    /// South.
    S,
    /// West.
    W,
}

impl Edge {
    /// The edges in clockwise order from north.
    pub const ALL: [Edge; 4] = [Edge::N, Edge::E, Edge::S, Edge::W];

    /// Index 0..4, clockwise from north.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The edge at clockwise index `i` (taken modulo 4).
    pub fn from_index(i: usize) -> Edge {
        Edge::ALL[i % 4]
    }

    /// The edge facing this one across a shared border.
    pub fn opposite(self) -> Edge {
        Edge::from_index(self.index() + 2)
    }

    /// The edge this one becomes when the tile turns by `rot`.
    pub fn rotate(self, rot: Rotation) -> Edge {
        Edge::from_index(self.index() + rot.quarter_turns() as usize)
    }

    /// The step (dx, dy) to the square across this edge.
    pub(crate) fn delta(self) -> (i64, i64) {
        match self {
            Edge::N => (0, -1),
            Edge::E => (1, 0),
            Edge::S => (0, 1),
            Edge::W => (-1, 0),
        }
    }

    /// The edge's letter.
    pub fn name(self) -> &'static str {
        ["N", "E", "S", "W"][self.index()]
    }

    /// Reads `N`, `E`, `S` or `W`.
    pub fn parse(s: &str) -> Option<Edge> {
        Edge::ALL.into_iter().find(|e| e.name() == s)
    }

    /// The two half-edges of this edge, clockwise.
    pub fn halves(self) -> [HalfEdge; 2] {
        let i = self.index() * 2;
        [HalfEdge::from_index(i), HalfEdge::from_index(i + 1)]
    }
}

/// One of the eight half-edges, clockwise from the north edge's west half.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HalfEdge {
    /// West half of the north edge.
    Nnw,
    /// East half of the north edge.
    Nne,
    /// North half of the east edge.
    Ene,
    /// South half of the east edge.
    Ese,
    /// East half of the south edge.
    Sse,
    /// West half of the south edge.
    Ssw,
    /// South half of the west edge.
    Wsw,
    /// North half of the west edge.
    Wnw,
}

impl HalfEdge {
    /// The half-edges in clockwise order.
    pub const ALL: [HalfEdge; 8] = [
        HalfEdge::Nnw,
        HalfEdge::Nne,
        HalfEdge::Ene,
        HalfEdge::Ese,
        HalfEdge::Sse,
        HalfEdge::Ssw,
        HalfEdge::Wsw,
        HalfEdge::Wnw,
    ];

    /// Index 0..8, clockwise.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The half-edge at index `i` (modulo 8).
    pub fn from_index(i: usize) -> HalfEdge {
        HalfEdge::ALL[i % 8]
    }

    /// The edge it belongs to.
    pub fn edge(self) -> Edge {
        Edge::from_index(self.index() / 2)
    }

    /// The half-edge it becomes when the tile turns by `rot`.
    pub fn rotate(self, rot: Rotation) -> HalfEdge {
        HalfEdge::from_index(self.index() + 2 * rot.quarter_turns() as usize)
    }

    /// The half-edge of the neighbouring tile that touches this one (NNW meets SSW, ...).
    pub fn facing(self) -> HalfEdge {
        // Across the border the halves keep their side: N's west half (0) meets S's west
        // half (5), E's north half (2) meets W's north half (7).
        let i = self.index();
        match self.edge() {
            Edge::N | Edge::S => HalfEdge::from_index(13 - i),
            Edge::E | Edge::W => HalfEdge::from_index(9 - i),
        }
    }

    /// The name used in locators (`NNW` ...).
    pub fn name(self) -> &'static str {
        ["NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"][self.index()]
    }

    /// Reads a half-edge name.
    pub fn parse(s: &str) -> Option<HalfEdge> {
        HalfEdge::ALL.into_iter().find(|h| h.name() == s)
    }
}

/// A clockwise turn of a tile: 0, 90, 180 or 270 degrees.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Rotation(u8);

impl Rotation {
    /// No turn.
    pub const R0: Rotation = Rotation(0);
    /// Every rotation.
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    /// From degrees; `None` unless a multiple of 90 (negative and large values wrap).
    pub fn from_degrees(deg: i64) -> Option<Rotation> {
        if deg % 90 != 0 {
            return None;
        }
        Some(Rotation((deg / 90).rem_euclid(4) as u8))
    }

    /// From degrees as position files and the command line write them: exactly 0, 90, 180
    /// or 270 (`None` otherwise, so `-90` or `450` is an error there rather than a silent wrap).
    pub fn from_written_degrees(deg: i64) -> Option<Rotation> {
        if (0..360).contains(&deg) {
            Rotation::from_degrees(deg)
        } else {
            None
        }
    }

    /// From quarter turns (modulo 4).
    pub fn from_quarters(q: u8) -> Rotation {
        Rotation(q % 4)
    }

    /// Quarter turns, 0..4.
    pub(crate) fn quarter_turns(self) -> u8 {
        self.0
    }

    /// Degrees, 0..360.
    pub fn degrees(self) -> u16 {
        u16::from(self.0) * 90
    }

    /// The turn that undoes this one.
    pub(crate) fn inverse(self) -> Rotation {
        Rotation((4 - self.0) % 4)
    }

    /// This turn followed by `other`.
    pub fn then(self, other: Rotation) -> Rotation {
        Rotation((self.0 + other.0) % 4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_moves_edges_clockwise() {
        let r90 = Rotation::from_degrees(90).unwrap();
        assert_eq!(
            Rotation::from_written_degrees(270),
            Rotation::from_degrees(270)
        );
        for wrong in [-90, 45, 360, 450, 540] {
            assert_eq!(Rotation::from_written_degrees(wrong), None, "{wrong}");
        }
        assert_eq!(Edge::N.rotate(r90), Edge::E);
        assert_eq!(Edge::W.rotate(r90), Edge::N);
        assert_eq!(HalfEdge::Nnw.rotate(r90), HalfEdge::Ene);
        assert_eq!(HalfEdge::Wnw.rotate(r90), HalfEdge::Nne);
        assert_eq!(Rotation::from_degrees(-90), Rotation::from_degrees(270));
        assert_eq!(Rotation::from_degrees(45), None);
    }

    #[test]
    fn facing_half_edges() {
        assert_eq!(HalfEdge::Nnw.facing(), HalfEdge::Ssw);
        assert_eq!(HalfEdge::Nne.facing(), HalfEdge::Sse);
        assert_eq!(HalfEdge::Ene.facing(), HalfEdge::Wnw);
        assert_eq!(HalfEdge::Ese.facing(), HalfEdge::Wsw);
        assert_eq!(HalfEdge::Ssw.facing(), HalfEdge::Nnw);
        assert_eq!(HalfEdge::Wsw.facing(), HalfEdge::Ese);
        for h in HalfEdge::ALL {
            assert_eq!(h.facing().facing(), h);
            assert_eq!(h.facing().edge(), h.edge().opposite());
        }
    }
}
