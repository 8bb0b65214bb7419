//! What a legal move does, as a list of effects: pieces placed, removed (and where they go),
//! moved; features scored; points given or taken; state changed; whether the mover plays
//! again. A verdict keeps its effects in the order they happen ([`MoveVerdict::effects`]), and
//! [`apply`](super::replay::apply) plays them onto a setup: the one way a move changes a
//! position, for `move`, `replay` and the fuzzers alike.
//!
//! Pieces are named by a [`PieceAddress`] in the position the move's tile is laid on (the new
//! tile is the last tile entry, the move's own piece the last piece on it), and stand at a
//! [`Spot`]. A piece's owner is a player or nobody ([`Owner::Nobody`]: a neutral figure).

use super::board::{Board, GroupId};
use super::geometry::Pos;
use super::pieces::{Locator, PieceKind, PlayerId};
use super::scoring::ScoreLine;
use super::turn::MoveVerdict;

/// Whose a piece is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Owner {
    /// A player's.
    Player(PlayerId),
    /// Nobody's: a neutral figure that the players move in turn.
    Nobody,
}

impl Owner {
    /// The player, when a player owns it.
    pub fn player(self) -> Option<PlayerId> {
        match self {
            Owner::Player(p) => Some(p),
            Owner::Nobody => None,
        }
    }
}

/// Where a piece stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Spot {
    /// On a feature of a tile: tile entry, the feature of its catalogue entry, and the locator
    /// that names it as seen on the table.
    Feature {
        /// Tile entry.
        tile: usize,
        /// Feature of the tile's catalogue entry.
        feature: usize,
        /// How the feature is named on the table.
        locator: Locator,
    },
    /// On a tile as a whole, on no feature of it (a figure that stands on a square).
    Tile {
        /// Tile entry.
        tile: usize,
    },
    /// Next to another piece (a figure that keeps a piece company).
    Beside(PieceAddress),
    /// At the corner where four squares meet: the north-west corner of this square.
    Corner(Pos),
    /// Off the board, held by a player (a prisoner).
    Held(PlayerId),
}

/// A piece in a position, stable for the length of one move: its index among the pieces of
/// its tile, among the neutral figures, or among the pieces a player holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceAddress {
    /// The `piece`-th piece standing on tile entry `tile`.
    OnTile {
        /// Tile entry.
        tile: usize,
        /// Index among that tile's pieces.
        piece: usize,
    },
    /// The piece at this index of the setup's [`figures`](super::setup::Setup::figures):
    /// pieces standing anywhere but on a feature.
    Figure(usize),
    /// The `index`-th of the pieces the setup lists as held by other players.
    Held(usize),
}

/// Where a removed piece goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Destination {
    /// Back to its owner's supply.
    Supply,
    /// Held by this player (a prisoner).
    HeldBy(PlayerId),
    /// Out of the game.
    Gone,
}

/// One thing a legal move makes happen.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// A piece put where it was not before (the move's own piece; a figure brought in; a
    /// piece the scoring sent home, put back on the board).
    Placed {
        /// Whose.
        owner: Owner,
        /// Its kind.
        kind: PieceKind,
        /// Where.
        at: Spot,
        /// When the piece is one this move's scoring sent home and a later step puts back on
        /// the board (a wagon moving on): where it stood, and the rule that lets it.
        moved_on: Option<MovedOn>,
    },
    /// A piece taken from where it stood.
    Removed {
        /// Which.
        piece: PieceAddress,
        /// Whose.
        owner: Owner,
        /// Its kind.
        kind: PieceKind,
        /// Where it goes.
        to: Destination,
        /// The rule that removed it.
        rule: &'static str,
    },
    /// A piece moved from where it stood to another spot.
    Moved {
        /// Which.
        piece: PieceAddress,
        /// Whose.
        owner: Owner,
        /// Its kind.
        kind: PieceKind,
        /// Where it now stands.
        to: Spot,
        /// The rule that moved it.
        rule: &'static str,
    },
    /// A feature scored at once: by a feature the move completed, or by a move action (the
    /// abbot taken back).
    Scored {
        /// The score line; its awards are points for their players.
        line: ScoreLine,
        /// Whether a move action scored it rather than a completed feature.
        by_action: bool,
    },
    /// Points given (or, negative, taken) outside any score line, with their rule.
    Points {
        /// Who.
        player: PlayerId,
        /// How many; negative when paid.
        points: i64,
        /// Why.
        rule: &'static str,
    },
    /// A player's counters of per-player state raised (trade goods taken) or lowered (a
    /// bazaar tile held, laid).
    PlayerState {
        /// Whose.
        player: PlayerId,
        /// The block's key.
        key: &'static str,
        /// An amount per counter of the block; negative when lowered.
        amounts: Vec<i64>,
    },
    /// A counter of per-player state that one player holds at most (a card: the King) taken
    /// by a player: set to 1 for them and to 0 for every other player.
    Holds {
        /// Who takes it.
        player: PlayerId,
        /// Who held it before, when someone else did.
        from: Option<PlayerId>,
        /// The block's key (`cards`).
        key: &'static str,
        /// The counter's place in the block.
        counter: usize,
        /// The rule applied.
        rule: &'static str,
    },
    /// A tile's per-tile state set (a tower raised).
    TileState {
        /// Tile entry (the new tile is the last).
        tile: usize,
        /// Its key.
        key: &'static str,
        /// The new value.
        value: u32,
    },
    /// A feature part's per-feature state set (a city besieged): the value belongs to the
    /// part on that tile ([`FeatureState`](super::setup::FeatureState)).
    FeatureState {
        /// Tile entry (the new tile is the last).
        tile: usize,
        /// The feature of the tile's catalogue entry.
        feature: usize,
        /// How the part is named on the table.
        locator: Locator,
        /// Its key.
        key: &'static str,
        /// The new value.
        value: u32,
    },
    /// Whether the mover plays again (the same player moves next instead of the next player),
    /// with the rule that decided: the turn order's one state besides whose turn it is
    /// ([`Setup::again`](super::setup::Setup::again)).
    PlaysAgain {
        /// Whether the mover plays again.
        earned: bool,
        /// The rule applied.
        rule: &'static str,
        /// The message id that words the decision for people (no arguments).
        message: &'static str,
    },
}

/// A piece sent home by the move's scoring that a later step of the move puts back on the
/// board (a wagon moving on): the piece as its removal named it, and the rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovedOn {
    /// The piece, as the effect that removed it names it: where it stood before the move.
    pub from: PieceAddress,
    /// The rule that puts it back.
    pub rule: &'static str,
}

/// A piece that goes back to its owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Returned {
    /// Owner.
    pub owner: PlayerId,
    /// Kind.
    pub kind: PieceKind,
    /// Tile entry it stood on (the new tile is the last entry).
    pub tile: usize,
    /// Its index among that tile's pieces (the placed piece, if any, is the new tile's last).
    pub piece: usize,
}

impl super::position::PieceRef {
    /// Where the piece stands: its tile entry and its index there.
    pub fn address(&self) -> PieceAddress {
        PieceAddress::OnTile {
            tile: self.tile,
            piece: self.piece,
        }
    }
}

impl Effect {
    /// The pieces `effects` take off their places (removed or moved), in order.
    pub fn taken_off(effects: &[Effect]) -> Vec<PieceAddress> {
        effects
            .iter()
            .filter_map(|e| match *e {
                Effect::Removed { piece, .. } | Effect::Moved { piece, .. } => Some(piece),
                _ => None,
            })
            .collect()
    }

    /// Feature `feature` of tile entry `tile` as it lies on `board` given `value` under
    /// `key`, the part named as the table names it.
    pub fn feature_state(
        board: &super::board::Board,
        tile: usize,
        feature: usize,
        key: &'static str,
        value: u32,
    ) -> Effect {
        let placed = &board.tiles[tile];
        Effect::FeatureState {
            tile,
            feature,
            locator: Locator::of_feature(placed.tile(), placed.rot, feature),
            key,
            value,
        }
    }

    /// The piece `p` going back to its owner's supply under `rule`.
    pub fn home(p: &super::position::PieceRef, rule: &'static str) -> Effect {
        Effect::Removed {
            piece: p.address(),
            owner: Owner::Player(p.owner),
            kind: p.kind,
            to: Destination::Supply,
            rule,
        }
    }
}

impl MoveVerdict {
    /// Adds an effect.
    pub fn push(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    /// Where the scoring starts among the effects: the first score, or their end when nothing
    /// has scored. The effects before it happen before the scoring (the tile, its piece, the
    /// steps of that time), the rest during and after it.
    pub fn scoring_starts(&self) -> usize {
        self.effects
            .iter()
            .position(|e| matches!(e, Effect::Scored { .. }))
            .unwrap_or(self.effects.len())
    }

    /// The pieces the effects so far have taken off their places (removed or moved), in order.
    pub fn taken_off(&self) -> Vec<PieceAddress> {
        Effect::taken_off(&self.effects)
    }

    /// The held pieces (indexes into the setup's list) the effects so far have taken out of
    /// their holders' hands, in the order taken (a prisoner bought back or exchanged).
    pub fn held_taken(&self) -> Vec<usize> {
        self.effects
            .iter()
            .filter_map(|e| match *e {
                Effect::Removed {
                    piece: PieceAddress::Held(i),
                    ..
                } => Some(i),
                _ => None,
            })
            .collect()
    }

    /// The lines scored by a move action (`by_action`) or by completed features, in order.
    fn scored_lines(&self, by_action: bool) -> impl Iterator<Item = &ScoreLine> {
        self.effects.iter().filter_map(move |e| match e {
            Effect::Scored { line, by_action: b } if *b == by_action => Some(line),
            _ => None,
        })
    }

    /// The features the move completed and scored, in order.
    pub fn completed(&self) -> impl Iterator<Item = &ScoreLine> {
        self.scored_lines(false)
    }

    /// The line a move action scored (the abbot taken back and scored), if any.
    pub fn action_line(&self) -> Option<&ScoreLine> {
        self.scored_lines(true).next()
    }

    /// Every line scored at once: the move action's first, then the completed features.
    pub fn lines(&self) -> impl Iterator<Item = &ScoreLine> {
        self.action_line().into_iter().chain(self.completed())
    }

    /// Points scored at once, per player: the awards of every line scored plus the points
    /// given or taken outside them.
    pub fn scored(&self) -> Vec<i64> {
        let mut out = vec![0; self.players];
        let mut add = |p: PlayerId, n: i64| {
            if let Some(slot) = out.get_mut(p.index()) {
                *slot += n;
            }
        };
        for e in &self.effects {
            match e {
                Effect::Scored { line, .. } => {
                    for a in &line.awards {
                        add(a.player, a.points);
                    }
                }
                Effect::Points { player, points, .. } => add(*player, *points),
                _ => {}
            }
        }
        out
    }

    /// The pieces that go back to their owners' supply from a tile, in order.
    pub fn returned(&self) -> Vec<Returned> {
        self.effects
            .iter()
            .filter_map(|e| match *e {
                Effect::Removed {
                    piece: PieceAddress::OnTile { tile, piece },
                    owner: Owner::Player(owner),
                    kind,
                    to: Destination::Supply,
                    ..
                } => Some(Returned {
                    owner,
                    kind,
                    tile,
                    piece,
                }),
                _ => None,
            })
            .collect()
    }

    /// What the move adds to per-player state: player, block key and amounts, in order.
    pub fn gains(&self) -> impl Iterator<Item = (PlayerId, &'static str, &[i64])> {
        self.effects.iter().filter_map(|e| match e {
            Effect::PlayerState {
                player,
                key,
                amounts,
            } => Some((*player, *key, amounts.as_slice())),
            _ => None,
        })
    }

    /// The values the move gives per-tile state: tile entry, key, value; a later one for the
    /// same tile and key wins.
    pub fn tile_states(&self) -> impl Iterator<Item = (usize, &'static str, u32)> + '_ {
        self.effects.iter().filter_map(|e| match *e {
            Effect::TileState { tile, key, value } => Some((tile, key, value)),
            _ => None,
        })
    }

    /// The values the move gives per-feature state: tile entry, feature of its catalogue
    /// entry, key, value; a later one for the same part and key wins.
    pub fn feature_states(&self) -> impl Iterator<Item = (usize, usize, &'static str, u32)> + '_ {
        self.effects.iter().filter_map(|e| match *e {
            Effect::FeatureState {
                tile,
                feature,
                key,
                value,
                ..
            } => Some((tile, feature, key, value)),
            _ => None,
        })
    }

    /// The last value the move gave per-feature state `key` on a part of feature `group` of
    /// `board` (the board with the move's tile laid), if any.
    pub fn feature_state_of(&self, board: &Board, group: GroupId, key: &str) -> Option<u32> {
        self.feature_states()
            .filter(|&(tile, feature, k, _)| {
                k == key
                    && tile < board.tiles.len()
                    && feature < board.tiles[tile].tile().features.len()
                    && board.group_of(tile, feature) == group
            })
            .last()
            .map(|(_, _, _, v)| v)
    }

    /// Whether the mover plays again, with the rule applied (`None` when nothing in the move
    /// decides it).
    pub fn plays_again(&self) -> Option<(bool, &'static str)> {
        self.effects.iter().rev().find_map(|e| match *e {
            Effect::PlaysAgain { earned, rule, .. } => Some((earned, rule)),
            _ => None,
        })
    }
}
