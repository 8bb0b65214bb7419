//! The ruleset: the one place that names every expansion. Each expansion's folder
//! (`expansions/`) fills in the core's tables ([`super::tables`]); this file lists them, and
//! the core reaches every expansion through these lists only (tested: no other core file names
//! an expansion's folder or its constants).
//!
//! Adding an expansion: a new folder under `expansions/`, one line in [`EXPANSIONS`], one line
//! in [`PIECES`] per piece it brings, one in [`ACTIONS`] per move action, one in [`FEATURES`]
//! per kind of feature its tiles show that no other expansion declares. The order of each table
//! is the order of [`Expansion`](super::variants::Expansion),
//! [`PieceKind`](super::pieces::PieceKind) and [`FeatureKind`](super::catalogue::FeatureKind)
//! values (and so of every list sorted by them): append, never insert in the middle, or sorted
//! output changes.

#[cfg(test)]
use super::expansions::made_up;
use super::expansions::{
    abbey_and_mayor, abbot, base, bridges_castles_and_bazaars, hills_and_sheep,
    inns_and_cathedrals, king_and_robber, princess_and_dragon, river, tower, traders_and_builders,
    under_the_big_top,
};
use super::tables::{
    same, ActionDef, EdgeKindDef, ExpansionDef, FeatureKindDef, FeatureMarkDef, PieceDef,
};

/// Every expansion, the base game (always on) first; every other one a position may switch
/// on.
pub const EXPANSIONS: &[&ExpansionDef] = &[
    &base::EXPANSION,
    &river::EXPANSION,
    &inns_and_cathedrals::EXPANSION,
    &traders_and_builders::EXPANSION,
    &abbot::EXPANSION,
    &princess_and_dragon::EXPANSION,
    &tower::EXPANSION,
    &king_and_robber::EXPANSION,
    &abbey_and_mayor::EXPANSION,
    &under_the_big_top::EXPANSION,
    &hills_and_sheep::EXPANSION,
    &bridges_castles_and_bazaars::EXPANSION,
    #[cfg(test)]
    &made_up::tower::EXPANSION,
    #[cfg(test)]
    &made_up::walker::EXPANSION,
    #[cfg(test)]
    &made_up::siege::EXPANSION,
];

/// Every kind of piece.
pub const PIECES: &[&PieceDef] = &[
    &base::FOLLOWER,
    &inns_and_cathedrals::BIG_FOLLOWER,
    &abbot::ABBOT,
    &traders_and_builders::BUILDER,
    &traders_and_builders::PIG,
    &princess_and_dragon::DRAGON_PIECE,
    &princess_and_dragon::FAIRY_PIECE,
    &abbey_and_mayor::MAYOR,
    &abbey_and_mayor::WAGON,
    &abbey_and_mayor::BARN,
    &under_the_big_top::RINGMASTER,
    &under_the_big_top::BIG_TOP,
    &hills_and_sheep::SHEPHERD,
    #[cfg(test)]
    &made_up::walker::WALKER,
    #[cfg(test)]
    &made_up::tower::CAPTAIN,
];

/// Every move action an expansion adds (a move that does something else than place a piece).
pub(crate) const ACTIONS: &[&ActionDef] = &[
    &abbot::recall::RECALL,
    &princess_and_dragon::fairy::MOVE_FAIRY,
    &princess_and_dragon::princess::PRINCESS,
    &princess_and_dragon::portal::PORTAL,
    &princess_and_dragon::dragon::DRAGON_STEP,
    &tower::RAISE,
    &tower::CAPTURE,
    &tower::EXCHANGE,
    &tower::RANSOM,
    &tower::TOP,
    &abbey_and_mayor::barn::BARN_STEP,
    &abbey_and_mayor::wagon::WAGON_STEP,
    &hills_and_sheep::steps::SHEEP,
    &hills_and_sheep::steps::GROW,
    &hills_and_sheep::steps::SCORE,
    &under_the_big_top::steps::ANIMAL_TOKEN,
    &under_the_big_top::steps::ACROBAT,
    &under_the_big_top::steps::SCORE_ACROBATS,
    &bridges_castles_and_bazaars::BUILD_CASTLE,
    &bridges_castles_and_bazaars::LAY_BRIDGE,
    &bridges_castles_and_bazaars::BAZAAR_TILE,
    &bridges_castles_and_bazaars::BAZAAR_PICK,
    &bridges_castles_and_bazaars::BAZAAR_BID,
    &bridges_castles_and_bazaars::BAZAAR_PASS,
    &bridges_castles_and_bazaars::BAZAAR_BUY,
    &bridges_castles_and_bazaars::BAZAAR_SELL,
    #[cfg(test)]
    &made_up::tower::RAISE,
    #[cfg(test)]
    &made_up::tower::CAPTURE,
    #[cfg(test)]
    &made_up::tower::RANSOM_STEP,
    #[cfg(test)]
    &made_up::walker::WALK,
    #[cfg(test)]
    &made_up::siege::BESIEGE,
];

/// Every kind of feature a tile may show, in the order kinds sort (the order of the old
/// enum: city, road, river, monastery, garden, field; append new kinds at the end).
pub const FEATURES: &[&FeatureKindDef] = &[
    &base::CITY,
    &base::ROAD,
    &river::RIVER,
    &base::MONASTERY,
    &abbot::GARDEN,
    &base::FIELD,
    &tower::TOWER,
    &under_the_big_top::CIRCUS,
    &under_the_big_top::ACROBATS,
];

/// Every kind of edge a tile may show, in the order kinds sort (the order of the old enum:
/// city, road, field, river; append new kinds at the end).
pub(crate) const EDGES: &[&EdgeKindDef] = &[
    &base::CITY_EDGE,
    &base::ROAD_EDGE,
    &base::FIELD_EDGE,
    &river::RIVER_EDGE,
    &abbey_and_mayor::ABBEY_EDGE,
];

/// The place of edge kind `key` in [`EDGES`]; a key not registered stops the build.
pub(crate) const fn edge_index(key: &str) -> u8 {
    let mut i = 0;
    while i < EDGES.len() {
        if same(EDGES[i].key, key) {
            return i as u8;
        }
        i += 1;
    }
    panic!("edge kind not registered in ruleset::EDGES")
}

/// Every mark printed on features that an expansion gives meaning to.
pub(crate) const MARKS: &[&FeatureMarkDef] = &[
    &inns_and_cathedrals::CATHEDRAL,
    &inns_and_cathedrals::INN,
    &traders_and_builders::WINE,
    &traders_and_builders::GRAIN,
    &traders_and_builders::CLOTH,
    &river::SPRING,
    &river::LAKE,
    &princess_and_dragon::VOLCANO,
    &princess_and_dragon::DRAGON,
    &princess_and_dragon::PORTAL,
    &princess_and_dragon::PRINCESS,
    &hills_and_sheep::HILL,
    &hills_and_sheep::VINEYARD,
    &bridges_castles_and_bazaars::BAZAAR,
    &bridges_castles_and_bazaars::NO_CASTLE,
];

/// The place of mark `key` in [`MARKS`]; a key not registered stops the build.
pub(crate) const fn mark_index(key: &str) -> u8 {
    let mut i = 0;
    while i < MARKS.len() {
        if same(MARKS[i].key, key) {
            return i as u8;
        }
        i += 1;
    }
    panic!("mark not registered in ruleset::MARKS")
}

/// The place of expansion `key` in [`EXPANSIONS`]; a key not registered stops the build.
pub(crate) const fn expansion_index(key: &str) -> u8 {
    let mut i = 0;
    while i < EXPANSIONS.len() {
        if same(EXPANSIONS[i].key, key) {
            return i as u8;
        }
        i += 1;
    }
    panic!("expansion not registered in ruleset::EXPANSIONS")
}

/// The place of action `key` in [`ACTIONS`]; a key not registered stops the build.
pub(crate) const fn action_index(key: &str) -> u8 {
    let mut i = 0;
    while i < ACTIONS.len() {
        if same(ACTIONS[i].key, key) {
            return i as u8;
        }
        i += 1;
    }
    panic!("action not registered in ruleset::ACTIONS")
}

/// The place of feature kind `key` in [`FEATURES`]; a key not registered stops the build.
pub(crate) const fn feature_index(key: &str) -> u8 {
    let mut i = 0;
    while i < FEATURES.len() {
        if same(FEATURES[i].key, key) {
            return i as u8;
        }
        i += 1;
    }
    panic!("feature kind not registered in ruleset::FEATURES")
}

/// The place of piece `key` in [`PIECES`]; a key not registered stops the build.
pub(crate) const fn piece_index(key: &str) -> u8 {
    let mut i = 0;
    while i < PIECES.len() {
        if same(PIECES[i].key, key) {
            return i as u8;
        }
        i += 1;
    }
    panic!("piece not registered in ruleset::PIECES")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carcassonne::catalogue::EdgeKind;
    use crate::carcassonne::catalogue::FeatureKind;
    use crate::carcassonne::pieces::PieceKind;
    use crate::carcassonne::tables::{Completion, Drawing, Lies};
    use crate::carcassonne::variants::Expansion;

    #[test]
    fn keys_are_unique_and_found() {
        for (i, e) in EXPANSIONS.iter().enumerate() {
            assert!(!e.key.is_empty(), "an expansion without a key");
            assert_eq!(usize::from(expansion_index(e.key)), i);
            assert_eq!(Expansion::parse(e.key).map(|x| x.key()), Some(e.key));
        }
        for (i, p) in PIECES.iter().enumerate() {
            assert_eq!(usize::from(piece_index(p.key)), i);
            // What `PieceDef::EMPTY` leaves empty, every piece names.
            for (what, v) in [
                ("key", p.key),
                ("jcz", p.jcz),
                ("supply_rule", p.supply_rule),
                ("wrong_feature_rule", p.wrong_feature_rule),
                ("completed_rule", p.completed_rule),
            ] {
                assert!(!v.is_empty(), "piece {} has no {what}", p.key);
            }
            assert_eq!(PieceKind::parse(p.key).map(|k| k.key()), Some(p.key));
        }
        for (i, e) in EDGES.iter().enumerate() {
            assert_eq!(usize::from(edge_index(e.key)), i);
            assert_eq!(EdgeKind::written(e.letter), Some(EdgeKind::ALL[i]));
            assert_eq!(EdgeKind::seen(e.seen), Some(EdgeKind::ALL[i]));
        }
        for (i, m) in MARKS.iter().enumerate() {
            assert_eq!(usize::from(mark_index(m.key)), i);
        }
        for (i, a) in ACTIONS.iter().enumerate() {
            assert_eq!(usize::from(action_index(a.key)), i);
        }
        assert_eq!(EXPANSIONS[0].key, "base", "the base game comes first");
        let mut keys: Vec<&str> = super::super::variants::OPTIONS
            .iter()
            .map(|(k, _)| *k)
            .collect();
        for o in EXPANSIONS.iter().flat_map(|e| e.options) {
            assert!(!keys.contains(&o.key), "option {} declared twice", o.key);
            assert!(!o.values.is_empty(), "option {} has no values", o.key);
            keys.push(o.key);
        }
        for p in PIECES.iter().filter_map(|p| p.supply_option) {
            assert!(keys.contains(&p), "supply option {p} is not declared");
        }
    }

    /// The feature kinds' table is consistent: keys, Dutch words, JCloisterZone names and
    /// letters name one kind each; each edge kind but grass belongs to one feature kind; a kind
    /// inside the tile is drawn in its middle; every kind is shown by some tile and every
    /// feature of the catalogue is of a registered kind.
    #[test]
    fn feature_kinds_are_consistent() {
        use crate::carcassonne::catalogue::Catalogue;
        use std::collections::HashSet;
        let mut words = HashSet::new();
        let mut jcz = HashSet::new();
        let mut letters: HashSet<char> = "C|-~+=*. ".chars().collect();
        for (i, kind) in FeatureKind::ALL.into_iter().enumerate() {
            let def = kind.def();
            assert_eq!(usize::from(feature_index(def.key)), i);
            assert_eq!(FeatureKind::parse(def.key), Some(kind));
            for w in std::iter::once(def.key).chain(def.dutch.iter().copied()) {
                assert!(words.insert(w), "{w} names two feature kinds");
                assert_eq!(FeatureKind::parse(w), Some(kind));
            }
            for name in def.jcz {
                assert!(jcz.insert(*name), "{name} names two feature kinds");
            }
            let centre = matches!(def.drawing, Drawing::Centre { .. });
            assert_eq!(def.lies == Lies::Inside, centre, "{}", def.key);
            if let Drawing::Centre { letter, .. } = def.drawing {
                assert!(letters.insert(letter), "letter {letter} drawn twice");
            }
            assert_eq!(def.edge.is_some(), def.lies == Lies::Edges, "{}", def.key);
            assert_eq!(
                def.completes == Completion::ClosedEdges,
                def.lies == Lies::Edges,
                "{}",
                def.key
            );
            assert!(
                Catalogue::get()
                    .tiles()
                    .iter()
                    .any(|t| t.features.iter().any(|f| f.kind == kind)),
                "no tile shows {}",
                def.key
            );
        }
        for edge in [EdgeKind::City, EdgeKind::Road, EdgeKind::River] {
            let kinds = FeatureKind::ALL
                .into_iter()
                .filter(|k| k.def().edge == Some(edge))
                .count();
            assert_eq!(kinds, 1, "{edge:?}");
        }
        // Every feature of the catalogue is of a registered kind, and reads back by its word.
        for t in Catalogue::get().tiles() {
            for f in &t.features {
                assert!(FeatureKind::ALL.contains(&f.kind));
                assert_eq!(FeatureKind::parse(f.kind.key()), Some(f.kind));
            }
        }
        // Sorted output keeps the order of the enum the table replaced (new kinds come after).
        let keys: Vec<&str> = FeatureKind::ALL.iter().map(|k| k.key()).collect();
        assert_eq!(
            keys[..6],
            ["city", "road", "river", "monastery", "garden", "field"]
        );
    }
}
