//! Fields: at game end each field scores 3 per completed city it touches, to its majority
//! (4 per city for an owner whose pig stands there); older farmer rules as options.

use std::collections::BTreeMap;

use super::majority;
use super::{Award, ScoreLine, ScoredKind};
use crate::carcassonne::board::{Board, GroupId};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::PieceIndex;

/// Completed cities a field touches.
pub fn completed_cities(board: &Board, field: GroupId) -> Vec<GroupId> {
    board
        .group(field)
        .cities
        .iter()
        .copied()
        .filter(|&c| board.group(c).is_complete())
        .collect()
}

/// Whether `owner` has a pig on `field`.
pub fn has_pig(index: &PieceIndex, field: GroupId, owner: PlayerId) -> bool {
    index
        .on(field)
        .any(|p| p.owner == owner && p.kind == PieceKind::Pig)
}

/// Current rules: one line per field with farmers.
pub fn third_edition(board: &Board, index: &PieceIndex) -> Vec<ScoreLine> {
    let mut lines = Vec::new();
    for (gi, g) in board.groups.iter().enumerate() {
        let field = GroupId(gi);
        if g.kind != FeatureKind::Field {
            continue;
        }
        let strengths = majority::strengths(index, field);
        if strengths.is_empty() {
            continue;
        }
        let cities = completed_cities(board, field).len() as i64;
        let mut rules = vec!["base.field.cities"];
        rules.extend(majority::rules(index, field));
        let pigs_here = index.on(field).filter(|p| p.kind == PieceKind::Pig).count();
        let awards: Vec<Award> = majority::owners(&strengths)
            .into_iter()
            .map(|player| {
                let pig = has_pig(index, field, player);
                Award {
                    player,
                    points: if pig { 4 * cities } else { 3 * cities },
                    pig,
                }
            })
            .collect();
        if awards.iter().any(|a| a.pig) {
            rules.push("tb.pig.bonus");
        }
        if pigs_here > 0 && awards.iter().all(|a| !a.pig) {
            rules.push("tb.pig.place");
        }
        let pig_owners: Vec<PlayerId> = index
            .on(field)
            .filter(|p| p.kind == PieceKind::Pig)
            .map(|p| p.owner)
            .collect();
        if (1..pig_owners.len()).any(|i| pig_owners[..i].contains(&pig_owners[i])) {
            rules.push("tb.pig.no-stack");
        }
        lines.push(
            ScoreLine::new(
                ScoredKind::Field,
                Some(field),
                false,
                board,
                strengths,
                awards,
                rules,
            )
            .with_cities(cities as u32),
        );
    }
    lines
}

/// First-edition rules: each completed city gives 4 to the players with the most farmers in
/// all the fields touching it (5 with a pig in one of them).
pub fn first_edition(board: &Board, index: &PieceIndex) -> Vec<ScoreLine> {
    let mut fields_of_city: BTreeMap<GroupId, Vec<GroupId>> = BTreeMap::new();
    for (gi, g) in board.groups.iter().enumerate() {
        if g.kind != FeatureKind::Field {
            continue;
        }
        for c in completed_cities(board, GroupId(gi)) {
            fields_of_city.entry(c).or_default().push(GroupId(gi));
        }
    }
    let mut lines = Vec::new();
    for (city, fields) in fields_of_city {
        let mut strengths: Vec<(PlayerId, u32)> = Vec::new();
        for &f in &fields {
            for (p, s) in majority::strengths(index, f) {
                match strengths.iter_mut().find(|(q, _)| *q == p) {
                    Some((_, t)) => *t += s,
                    None => strengths.push((p, s)),
                }
            }
        }
        strengths.sort();
        if strengths.is_empty() {
            continue;
        }
        let awards = majority::owners(&strengths)
            .into_iter()
            .map(|player| {
                let pig = fields.iter().any(|&f| has_pig(index, f, player));
                Award {
                    player,
                    points: if pig { 5 } else { 4 },
                    pig,
                }
            })
            .collect();
        let rules = vec!["variant.farmers-first-edition", "base.majority"];
        lines.push(
            ScoreLine::new(
                ScoredKind::Field,
                Some(city),
                true,
                board,
                strengths,
                awards,
                rules,
            )
            .with_cities(1),
        );
    }
    lines
}
