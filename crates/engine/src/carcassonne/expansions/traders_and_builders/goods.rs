//! Trade goods: at game end the player with the most of each good scores 10; ties all score 10.

use crate::carcassonne::pieces::PlayerId;
use crate::carcassonne::position::Position;
use crate::carcassonne::scoring::{Award, ScoreLine, ScoredKind};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::rule;

/// The goods' end-game lines: with Traders & Builders, or whenever someone holds goods.
pub fn end_game(position: &Position) -> Vec<ScoreLine> {
    let goods = held(position.setup());
    if position.setup().rules.has(Expansion::TradersAndBuilders)
        || goods.iter().any(|g| g.iter().any(|&n| n > 0))
    {
        score(&goods)
    } else {
        Vec::new()
    }
}

/// The goods each player holds: wine, grain, cloth.
pub fn held(setup: &Setup) -> Vec<[u32; 3]> {
    setup
        .player_state
        .rows(super::GOODS.key)
        .iter()
        .map(|row| std::array::from_fn(|i| row.get(i).copied().unwrap_or(0)))
        .collect()
}

/// One line per good that someone holds.
pub fn score(held: &[[u32; 3]]) -> Vec<ScoreLine> {
    let mut lines = Vec::new();
    for (good, &(counter, _)) in super::GOODS.counters.iter().enumerate() {
        let best = held.iter().map(|h| h[good]).max().unwrap_or(0);
        if best == 0 {
            continue;
        }
        let strengths: Vec<(PlayerId, u32)> = held
            .iter()
            .enumerate()
            .filter(|(_, h)| h[good] > 0)
            .map(|(i, h)| (PlayerId::unchecked(i), h[good]))
            .collect();
        let awards = strengths
            .iter()
            .filter(|&&(_, n)| n == best)
            .map(|&(player, _)| Award {
                player,
                points: 10,
                bonus: false,
            })
            .collect();
        lines.push(ScoreLine {
            kind: ScoredKind::Held {
                state: super::GOODS.key,
                counter,
            },
            group: None,
            complete: true,
            tiles: 0,
            parts: 0,
            pennants: 0,
            cities: 0,
            marks: Vec::new(),
            strengths,
            awards,
            rules: vec![rule::TB_GOODS_MAJORITY],
        });
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn most_of_each_good_scores_ten_and_ties_all_score() {
        let lines = score(&[[3, 1, 0], [3, 0, 0], [1, 2, 0]]);
        assert_eq!(lines.len(), 2, "nobody holds cloth, so it scores nothing");
        let wine: Vec<usize> = lines[0].awards.iter().map(|a| a.player.index()).collect();
        assert_eq!(wine, vec![0, 1]);
        assert_eq!(lines[1].awards[0].player, PlayerId::unchecked(2));
        assert!(lines.iter().flat_map(|l| &l.awards).all(|a| a.points == 10));
    }
}
