//! Hex coordinates, sides and rotation.
//!
//! Tiles sit on a pointy-topped hex grid with axial coordinates `(q, r)`. Board sides are
//! numbered 0–5 counter-clockwise from east: 0 east, 1 north-east, 2 north-west, 3 west,
//! 4 south-west, 5 south-east. A tile's edges are given in printed order (its own side 0
//! first); rotation `k` turns the tile counter-clockwise by `k` × 60°, so printed side `s`
//! lies on board side `(s + k) mod 6`.

/// An axial hex coordinate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hex {
    /// Column axis.
    pub q: i32,
    /// Row axis.
    pub r: i32,
}

/// Axial offsets of the six neighbours, by board side.
pub(crate) const DIRS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

impl Hex {
    /// A coordinate.
    pub const fn new(q: i32, r: i32) -> Self {
        Hex { q, r }
    }
    /// The neighbour across board side `side`.
    pub fn neighbour(self, side: usize) -> Hex {
        let (dq, dr) = DIRS[side % 6];
        Hex {
            q: self.q + dq,
            r: self.r + dr,
        }
    }
    /// The board side of `self` that faces `other`, when they are neighbours.
    pub(crate) fn side_towards(self, other: Hex) -> Option<usize> {
        (0..6).find(|&s| self.neighbour(s) == other)
    }
}

/// The side opposite `side`.
pub fn opposite(side: usize) -> usize {
    (side + 3) % 6
}

/// What a tile side shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Edge {
    /// A road.
    Road,
    /// No road (field).
    Field,
    /// Water.
    Water,
}

impl Edge {
    /// The key (`road`, `field`, `water`).
    pub fn key(self) -> &'static str {
        match self {
            Edge::Road => "road",
            Edge::Field => "field",
            Edge::Water => "water",
        }
    }
}

/// The edge on board side `side` of a tile with printed `edges` and `rotation`.
pub(crate) fn edge_at(edges: &[Edge; 6], rotation: u8, side: usize) -> Edge {
    edges[(side + 6 * 2 - rotation as usize % 6) % 6]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_mutual() {
        let h = Hex::new(2, -1);
        for s in 0..6 {
            let n = h.neighbour(s);
            assert_eq!(n.neighbour(opposite(s)), h);
            assert_eq!(h.side_towards(n), Some(s));
        }
    }

    #[test]
    fn rotation_moves_printed_sides() {
        let e = [
            Edge::Road,
            Edge::Field,
            Edge::Field,
            Edge::Water,
            Edge::Field,
            Edge::Field,
        ];
        assert_eq!(edge_at(&e, 0, 0), Edge::Road);
        assert_eq!(edge_at(&e, 1, 1), Edge::Road);
        assert_eq!(edge_at(&e, 2, 5), Edge::Water);
        assert_eq!(edge_at(&e, 5, 5), Edge::Road);
    }
}
