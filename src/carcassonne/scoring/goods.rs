//! Trade goods: at game end the player with the most of each good scores 10; ties all score 10.

use super::{Award, ScoreLine, ScoredKind};
use crate::carcassonne::catalogue::Good;
use crate::carcassonne::pieces::PlayerId;

/// One line per good that someone holds.
pub fn score(held: &[[u32; 3]]) -> Vec<ScoreLine> {
    let mut lines = Vec::new();
    for good in Good::ALL {
        let best = held.iter().map(|h| h[good.index()]).max().unwrap_or(0);
        if best == 0 {
            continue;
        }
        let strengths: Vec<(PlayerId, u32)> = held
            .iter()
            .enumerate()
            .filter(|(_, h)| h[good.index()] > 0)
            .map(|(i, h)| (PlayerId(i), h[good.index()]))
            .collect();
        let awards = strengths
            .iter()
            .filter(|&&(_, n)| n == best)
            .map(|&(player, _)| Award {
                player,
                points: 10,
                pig: false,
            })
            .collect();
        lines.push(ScoreLine {
            kind: ScoredKind::Goods(good),
            group: None,
            complete: true,
            tiles: 0,
            pennants: 0,
            cities: 0,
            inn: false,
            cathedral: false,
            strengths,
            awards,
            rules: vec!["tb.goods.majority"],
        });
    }
    lines
}
