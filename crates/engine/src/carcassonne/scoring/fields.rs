//! Fields: at game end each field scores 3 per completed city it touches, to its majority
//! (more for an owner with a piece that brings a field bonus there: the pig's 4 per city);
//! older farmer rules as options.

use arbiter_ids::rule;
use std::collections::BTreeMap;

use super::majority;
use super::{Award, ScoreLine, ScoredKind};
use crate::carcassonne::board::{Board, GroupId};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::pieces::PlayerId;
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::setup::Setup;
use crate::carcassonne::tables::FieldBonus;
use crate::carcassonne::variants::{Expansion, Rules};

/// Completed cities a field touches.
pub(crate) fn completed_cities(board: &Board, field: GroupId) -> Vec<GroupId> {
    board
        .group(field)
        .cities
        .iter()
        .copied()
        .filter(|&c| board.group(c).is_complete())
        .collect()
}

/// What the completed cities `field` touches add beyond their count (a castle's 1 each,
/// [`ExpansionDef::city_extra`](crate::carcassonne::tables::ExpansionDef::city_extra)), with
/// the rules that say so: for farmers, a barn and barn-connected farmers alike.
pub(crate) fn city_extras(
    setup: &Setup,
    board: &Board,
    field: GroupId,
) -> (i64, Vec<&'static str>) {
    let mut extra = 0;
    let mut rules = Vec::new();
    for city in completed_cities(board, field) {
        for e in Expansion::all().filter(|&e| setup.rules.has(e)) {
            if let Some((points, rule)) = e.def().city_extra.and_then(|h| h(setup, board, city)) {
                extra += points;
                if !rules.contains(&rule) {
                    rules.push(rule);
                }
            }
        }
    }
    (extra, rules)
}

/// The field bonus `owner` has on `field` (a pig), if any.
pub(crate) fn bonus_of(
    index: &PieceIndex,
    field: GroupId,
    owner: PlayerId,
) -> Option<&'static FieldBonus> {
    index
        .on(field)
        .filter(|p| p.owner == owner)
        .find_map(|p| p.kind.def().field_bonus.as_ref())
}

/// The pieces on `field` that bring a field bonus, with their owners and bonuses.
fn bonus_pieces(index: &PieceIndex, field: GroupId) -> Vec<(PlayerId, &'static FieldBonus)> {
    index
        .on(field)
        .filter_map(|p| p.kind.def().field_bonus.as_ref().map(|b| (p.owner, b)))
        .collect()
}

/// Current rules: one line per field with farmers.
pub(crate) fn third_edition(
    setup: &Setup,
    board: &Board,
    index: &PieceIndex,
    rules: &Rules,
) -> Vec<ScoreLine> {
    let mut lines = Vec::new();
    for (gi, g) in board.groups.iter().enumerate() {
        let field = GroupId(gi);
        if g.kind != FeatureKind::Field {
            continue;
        }
        let strengths = majority::strengths(board, index, field);
        if strengths.is_empty() {
            continue;
        }
        let cities = completed_cities(board, field).len() as i64;
        let (extra, extra_rules) = city_extras(setup, board, field);
        let mut applied = vec![rule::BASE_FIELD_CITIES];
        applied.extend(extra_rules);
        applied.extend(majority::rules(index, field));
        let (owners, tie_rule) = majority::owners(board, index, rules, &[field], &strengths);
        applied.extend(tie_rule);
        let bonuses = bonus_pieces(index, field);
        let awards: Vec<Award> = owners
            .into_iter()
            .map(|player| {
                let bonus = bonus_of(index, field, player);
                Award {
                    player,
                    points: (3 + bonus.map_or(0, |b| b.per_city)) * cities + extra,
                    bonus: bonus.is_some(),
                }
            })
            .collect();
        if let Some(&(_, bonus)) = bonuses.first() {
            if awards.iter().any(|a| a.bonus) {
                applied.push(bonus.bonus_rule);
            } else {
                applied.push(bonus.idle_rule);
            }
            let owners: Vec<PlayerId> = bonuses.iter().map(|&(owner, _)| owner).collect();
            if (1..owners.len()).any(|i| owners[..i].contains(&owners[i])) {
                applied.push(bonus.stack_rule);
            }
        }
        lines.push(
            ScoreLine::new(
                ScoredKind::Field,
                Some(field),
                false,
                board,
                strengths,
                awards,
                applied,
            )
            .with_cities(cities as u32),
        );
    }
    lines
}

/// First-edition rules: each completed city gives 4 to the players with the most farmers in
/// all the fields touching it (5 with a pig in one of them).
pub(crate) fn first_edition(board: &Board, index: &PieceIndex, rules: &Rules) -> Vec<ScoreLine> {
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
            for (p, s) in majority::strengths(board, index, f) {
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
        let (owners, tie_rule) = majority::owners(board, index, rules, &fields, &strengths);
        let awards = owners
            .into_iter()
            .map(|player| {
                let bonus = fields.iter().find_map(|&f| bonus_of(index, f, player));
                Award {
                    player,
                    points: 4 + bonus.map_or(0, |b| b.per_city),
                    bonus: bonus.is_some(),
                }
            })
            .collect();
        let mut applied = vec![rule::VARIANT_FARMERS_FIRST_EDITION, rule::BASE_MAJORITY];
        applied.extend(tie_rule);
        lines.push(
            ScoreLine::new(
                ScoredKind::Field,
                Some(city),
                true,
                board,
                strengths,
                awards,
                applied,
            )
            .with_cities(1),
        );
    }
    lines
}
