//! Who owns a feature: the player or players with the most strength on it.

use crate::carcassonne::board::{Board, GroupId};
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::{PieceIndex, PieceRef};
use crate::carcassonne::variants::{Expansion, Rules};
use arbiter_ids::rule;

/// Strength of every player with a piece that counts on `group`, in player order.
pub(crate) fn strengths(board: &Board, index: &PieceIndex, group: GroupId) -> Vec<(PlayerId, u32)> {
    let mut out: Vec<(PlayerId, u32)> = Vec::new();
    for p in index.on(group) {
        let s = strength(board, p);
        if s == 0 {
            continue;
        }
        match out.iter_mut().find(|(who, _)| *who == p.owner) {
            Some((_, total)) => *total += s,
            None => out.push((p.owner, s)),
        }
    }
    out.sort();
    out
}

/// A piece's strength on its feature: what an expansion sets ([`ExpansionDef::strength`]:
/// the first that answers), or its kind's own.
///
/// [`ExpansionDef::strength`]: crate::carcassonne::tables::ExpansionDef::strength
pub(crate) fn strength(board: &Board, p: &PieceRef) -> u32 {
    crate::carcassonne::variants::Expansion::all()
        .find_map(|e| e.def().strength.and_then(|hook| hook(board, p)))
        .unwrap_or_else(|| p.kind.strength())
}

/// The owners of `groups` (one feature, or every field a city's farmers stand in) among
/// `strengths`: everyone tied for the most, narrowed by the tie-breaks of the expansions in
/// play ([`ExpansionDef::tie_break`]: the hills), with the rule of the one that decided.
///
/// [`ExpansionDef::tie_break`]: crate::carcassonne::tables::ExpansionDef::tie_break
pub(crate) fn owners(
    board: &Board,
    index: &PieceIndex,
    rules: &Rules,
    groups: &[GroupId],
    strengths: &[(PlayerId, u32)],
) -> (Vec<PlayerId>, Option<&'static str>) {
    let tied = most(strengths);
    if tied.len() < 2 {
        return (tied, None);
    }
    let decided = Expansion::all().filter(|&e| rules.has(e)).find_map(|e| {
        e.def()
            .tie_break
            .and_then(|h| h(board, index, rules, groups, &tied))
    });
    match decided {
        Some((owners, rule)) => (owners, Some(rule)),
        None => (tied, None),
    }
}

/// The players among `strengths` tied for the most (none when nobody has any).
pub(crate) fn most(strengths: &[(PlayerId, u32)]) -> Vec<PlayerId> {
    let best = strengths.iter().map(|&(_, s)| s).max().unwrap_or(0);
    if best == 0 {
        return Vec::new();
    }
    strengths
        .iter()
        .filter(|&&(_, s)| s == best)
        .map(|&(p, _)| p)
        .collect()
}

/// The rules a majority decision on `group` relies on.
pub(crate) fn rules(index: &PieceIndex, group: GroupId) -> Vec<&'static str> {
    let mut out = vec![rule::BASE_MAJORITY];
    for kind in PieceKind::ALL {
        if let Some(rule) = kind.def().majority_rule {
            if !out.contains(&rule) && index.on(group).any(|p| p.kind == kind) {
                out.push(rule);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_share_and_zero_owns_nothing() {
        let s = [
            (PlayerId::unchecked(0), 2),
            (PlayerId::unchecked(1), 2),
            (PlayerId::unchecked(2), 1),
        ];
        assert_eq!(
            most(&s),
            vec![PlayerId::unchecked(0), PlayerId::unchecked(1)]
        );
        assert!(most(&[]).is_empty());
    }
}
