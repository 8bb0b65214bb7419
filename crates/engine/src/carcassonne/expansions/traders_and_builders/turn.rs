//! What a legal move brings with Traders & Builders: the goods of a completed city, and the
//! builder's extra turn.

use super::citation::TbFact;
use crate::carcassonne::board::GroupId;
use crate::carcassonne::catalogue::{FeatureKind, FeatureMark};
use crate::carcassonne::effect::Effect;
use crate::carcassonne::expansions::MoveContext;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::turn::MoveVerdict;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// The mover takes the goods of a city the move completes.
pub fn take_goods(m: &MoveContext, group: GroupId, verdict: &mut MoveVerdict) {
    let g = m.board.group(group);
    let goods = super::goods_on(g);
    if g.kind == FeatureKind::City
        && goods.iter().any(|&n| n > 0)
        && m.setup.rules.has(Expansion::TradersAndBuilders)
    {
        verdict.push(Effect::PlayerState {
            player: m.player,
            key: super::GOODS.key,
            amounts: goods.iter().map(|&n| i64::from(n)).collect(),
        });
        if !verdict.rules.contains(&rule::TB_GOODS_TAKE) {
            verdict.rules.push(rule::TB_GOODS_TAKE);
        }
        verdict.evidence.facts.push(
            TbFact::GoodsTaken {
                cathedral: g.count(FeatureMark::Cathedral) > 0,
            }
            .into(),
        );
    }
}

/// Whether the mover's builder stood on a road or city that the new tile extends: an extra
/// turn (the core's [`Effect::PlaysAgain`]), unless this move is itself one
/// ([`MoveContext::again`]). A move that is the extra turn cites what the extra turn is, and,
/// when its tile extends the builder's feature again, that extra turns do not chain.
///
/// The builder is asked where it stood when the tile was laid (the position's pieces), as
/// JCloisterZone grants the extra turn as the tile is placed (its `TilePhase`): a builder the
/// move sends home before the scoring (a castle built on its city, the dragon) still gives it.
pub fn builder_extra_turn(m: &MoveContext, verdict: &mut MoveVerdict) {
    let before = crate::carcassonne::position::PieceIndex::new(m.setup, m.board);
    let extends = before
        .pieces
        .iter()
        .find(|p| p.owner == m.player && p.kind == PieceKind::Builder && p.tile != m.new_tile)
        .is_some_and(|b| m.board.group(b.group).tiles.contains(&m.new_tile));
    let outcome = match (extends, m.again) {
        (true, false) => (true, rule::TB_BUILDER_EXTRA_TURN, msg::MOVE_EXTRA_TURN),
        (true, true) => {
            verdict.rules.push(rule::TB_BUILDER_EXTRA_TURN);
            (false, rule::TB_BUILDER_NO_CHAIN, msg::MOVE_NO_EXTRA_TURN)
        }
        (false, true) if m.setup.rules.has(Expansion::TradersAndBuilders) => (
            false,
            rule::TB_BUILDER_EXTRA_TURN,
            msg::MOVE_EXTRA_TURN_NOT_EXTENDED,
        ),
        (false, _) => return,
    };
    verdict.push(Effect::PlaysAgain {
        earned: outcome.0,
        rule: outcome.1,
        message: outcome.2,
    });
    verdict
        .evidence
        .facts
        .push(TbFact::ExtraTurn { earned: outcome.0 }.into());
}

impl MoveVerdict {
    /// The trade goods the mover takes: wine, grain, cloth.
    pub fn goods_taken(&self) -> [u32; 3] {
        let taken = self.gained(super::GOODS.key);
        std::array::from_fn(|i| {
            taken
                .get(i)
                .and_then(|&n| u32::try_from(n).ok())
                .unwrap_or(0)
        })
    }
}
