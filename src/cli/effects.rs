//! A legal move's effects for people and for programs: every effect worded from a message id
//! (`move-returned`, `move-captured`, `move-gained-KEY` ...) in the output language, and as the
//! `effects` list of `move`'s JSON and YAML output.

use arbiter_engine::carcassonne::board::Board;
use arbiter_engine::carcassonne::effect::{
    Destination, Effect, MovedOn, Owner, PieceAddress, Spot,
};
use arbiter_engine::carcassonne::pieces::{PieceKind, Player, PlayerId};
use arbiter_engine::carcassonne::setup::{PlayerState, Setup};
use arbiter_engine::carcassonne::turn::MoveVerdict;
use arbiter_engine::verdict::Arg;
use arbiter_ids::msg;
use serde::Serialize;
use std::collections::BTreeMap;

use super::Ctx;

/// One effect of a legal move, for programs: what happened, to whom, where, and by which rule.
#[derive(Debug, Serialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum EffectOut {
    /// A piece put on the board (the mover's own piece included).
    Placed {
        /// Its owner's colour key; absent for a neutral figure.
        #[serde(skip_serializing_if = "Option::is_none")]
        player: Option<&'static str>,
        /// Its kind's key.
        piece: &'static str,
        /// The piece in the one textual form (`red/follower@2,-1:road:E`, `dragon@1,0`), where
        /// it stood (stands).
        address: String,
        /// Where it stands.
        at: SpotOut,
    },
    /// A piece taken off the board or out of a player's hands.
    Removed {
        /// Its owner's colour key; absent for a neutral figure.
        #[serde(skip_serializing_if = "Option::is_none")]
        player: Option<&'static str>,
        /// Its kind's key.
        piece: &'static str,
        /// The piece in the one textual form (`red/follower@2,-1:road:E`, `dragon@1,0`), where
        /// it stood.
        address: String,
        /// Where it stood.
        from: SpotOut,
        /// Where it goes: `supply`, `held` or `gone`.
        to: &'static str,
        /// Who holds it now, when `to` is `held`.
        #[serde(skip_serializing_if = "Option::is_none")]
        held_by: Option<&'static str>,
        /// The rule applied.
        rule: &'static str,
    },
    /// A piece moved.
    Moved {
        /// Its owner's colour key; absent for a neutral figure.
        #[serde(skip_serializing_if = "Option::is_none")]
        player: Option<&'static str>,
        /// Its kind's key.
        piece: &'static str,
        /// The piece in the one textual form (`red/follower@2,-1:road:E`, `dragon@1,0`), where
        /// it stood.
        address: String,
        /// Where it stood.
        from: SpotOut,
        /// Where it stands now.
        to: SpotOut,
        /// The rule applied.
        rule: &'static str,
    },
    /// A feature scored at once.
    Scored {
        /// The kind scored (`city`, `monastery` ...).
        feature: &'static str,
        /// Points per colour key.
        points: BTreeMap<&'static str, i64>,
        /// Rules applied.
        rules: Vec<&'static str>,
    },
    /// Points given or (negative) taken outside any feature.
    Points {
        /// The colour key.
        player: &'static str,
        /// Signed points.
        points: i64,
        /// The rule applied.
        rule: &'static str,
    },
    /// Per-player counters raised (trade goods taken).
    Gained {
        /// The colour key.
        player: &'static str,
        /// The block's key (`goods`).
        key: &'static str,
        /// The amount per counter.
        amounts: BTreeMap<&'static str, i64>,
    },
    /// A counter only one player holds (a card) taken by a player.
    Holds {
        /// The colour key of who takes it.
        player: &'static str,
        /// The colour key of who held it before, when someone else did.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<&'static str>,
        /// The block's key (`cards`).
        key: &'static str,
        /// The counter's key (`king`).
        counter: &'static str,
        /// The rule applied.
        rule: &'static str,
    },
    /// A tile's per-tile state set.
    TileState {
        /// The tile's square, `X,Y`.
        square: String,
        /// The state's key.
        key: &'static str,
        /// The new value.
        value: u32,
    },
    /// A feature part's per-feature state set.
    FeatureState {
        /// The part: its tile's square and its locator.
        at: SpotOut,
        /// The state's key.
        key: &'static str,
        /// The new value.
        value: u32,
    },
    /// Whether the mover plays again (`extra_turn`: the contract's name).
    ExtraTurn {
        /// Whether the mover plays again.
        earned: bool,
        /// The rule applied.
        rule: &'static str,
    },
}

/// Where a piece stands, for programs.
#[derive(Debug, Default, Serialize)]
pub struct SpotOut {
    /// The tile's square, `X,Y` (for a corner: the square whose north-west corner it is).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square: Option<String>,
    /// The feature, as seen on the table (`city:N`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub feature: Option<String>,
    /// The colour key of the piece it stands beside, when beside one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub beside: Option<&'static str>,
    /// Whether it stands at the corner of `square`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub corner: bool,
    /// The colour key of the player holding it, when held.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub held_by: Option<&'static str>,
}

/// What the wording of effects needs: the language, the position before the move and the
/// board after its tile is laid.
pub struct Wording<'a> {
    /// The language.
    pub ctx: &'a Ctx,
    /// The position before the move.
    pub before: &'a Setup,
    /// The board with the move's tile laid.
    pub board: Option<&'a Board>,
}

impl Wording<'_> {
    fn players(&self) -> &[Player] {
        &self.before.players
    }

    /// Whose and what the piece at `address` is, in the position the move was judged on (the
    /// mover's own piece, on the new tile, is found in the verdict).
    fn piece_at(&self, verdict: &MoveVerdict, a: PieceAddress) -> Option<(Owner, PieceKind)> {
        match a {
            PieceAddress::OnTile { tile, piece } => {
                let listed = self.before.tiles.get(tile).map_or(&[][..], |t| &t.pieces);
                match listed.get(piece) {
                    Some(p) => Some((Owner::Player(p.owner), p.kind)),
                    None => placed_on(verdict, tile, piece - listed.len())
                        .map(|(owner, kind, _)| (owner, kind)),
                }
            }
            PieceAddress::Figure(i) => self.before.figures.get(i).map(|f| (f.owner, f.kind)),
            PieceAddress::Held(i) => self
                .before
                .held
                .get(i)
                .map(|h| (Owner::Player(h.owner), h.kind)),
        }
    }

    fn color(&self, p: PlayerId) -> &'static str {
        self.players()[p.index()].color.key()
    }

    fn owner_color(&self, o: Owner) -> Option<&'static str> {
        o.player().map(|p| self.color(p))
    }

    fn square(&self, tile: usize) -> Option<String> {
        self.board
            .and_then(|b| b.tiles.get(tile))
            .map(|t| t.pos.to_string())
    }

    /// Where the piece at `address` stood before the move's effect number `upto`: a piece of
    /// the position where the position shows it, one the move put on a tile where it was put
    /// (named after the tile's pieces, in the order put), a figure where the move's last
    /// earlier effect took it.
    fn spot_of(&self, verdict: &MoveVerdict, address: PieceAddress, upto: usize) -> Option<Spot> {
        match address {
            PieceAddress::OnTile { tile, piece } => {
                let listed = self.before.tiles.get(tile).map_or(&[][..], |t| &t.pieces);
                match listed.get(piece) {
                    Some(p) => Some(Spot::Feature {
                        tile,
                        feature: p.feature,
                        locator: p.locator,
                    }),
                    None => placed_on(verdict, tile, piece - listed.len()).map(|(_, _, at)| at),
                }
            }
            PieceAddress::Figure(i) => verdict
                .effects
                .iter()
                .take(upto)
                .rev()
                .find_map(|e| match *e {
                    Effect::Moved { piece, to, .. } if piece == address => Some(to),
                    _ => None,
                })
                .or_else(|| self.before.figures.get(i).map(|f| f.at)),
            PieceAddress::Held(i) => self.before.held.get(i).map(|h| Spot::Held(h.holder)),
        }
    }

    /// Where a piece at `address` stood before the move's effect number `upto`, for programs.
    fn address_out(&self, verdict: &MoveVerdict, address: PieceAddress, upto: usize) -> SpotOut {
        self.spot_of(verdict, address, upto)
            .map(|at| self.spot_out(verdict, at))
            .unwrap_or_default()
    }

    /// A spot, for programs.
    fn spot_out(&self, verdict: &MoveVerdict, at: Spot) -> SpotOut {
        let mut out = SpotOut::default();
        match at {
            Spot::Feature { tile, locator, .. } => {
                out.square = self.square(tile);
                out.feature = Some(locator.to_text());
            }
            Spot::Tile { tile } => out.square = self.square(tile),
            Spot::Beside(a) => {
                if let PieceAddress::OnTile { tile, .. } = a {
                    out.square = self.square(tile);
                }
                out.beside = self
                    .piece_at(verdict, a)
                    .and_then(|(o, _)| self.owner_color(o));
            }
            Spot::Corner(pos) => {
                out.square = Some(pos.to_string());
                out.corner = true;
            }
            Spot::Held(p) => out.held_by = Some(self.color(p)),
        }
        out
    }

    /// The effects, for programs.
    pub fn out(&self, verdict: &MoveVerdict) -> Vec<EffectOut> {
        verdict
            .effects
            .iter()
            .enumerate()
            .map(|(i, e)| self.one_out(verdict, i, e))
            .collect()
    }

    /// Where a removed piece goes (`supply`, `held`, `gone`) and who holds it, for programs.
    fn destination(&self, to: Destination) -> (&'static str, Option<&'static str>) {
        match to {
            Destination::Supply => ("supply", None),
            Destination::HeldBy(p) => ("held", Some(self.color(p))),
            Destination::Gone => ("gone", None),
        }
    }

    /// Effect number `i` of the verdict, for programs.
    fn one_out(&self, verdict: &MoveVerdict, i: usize, e: &Effect) -> EffectOut {
        match *e {
            Effect::Placed {
                owner, kind, at, ..
            } => {
                let at = self.spot_out(verdict, at);
                EffectOut::Placed {
                    player: self.owner_color(owner),
                    piece: kind.key(),
                    address: address_of(self.owner_color(owner), kind.key(), &at),
                    at,
                }
            }
            Effect::Removed {
                piece,
                owner,
                kind,
                to,
                rule,
            } => {
                let from = self.address_out(verdict, piece, i);
                let (to, held_by) = self.destination(to);
                EffectOut::Removed {
                    player: self.owner_color(owner),
                    piece: kind.key(),
                    address: address_of(self.owner_color(owner), kind.key(), &from),
                    from,
                    to,
                    held_by,
                    rule,
                }
            }
            Effect::Moved {
                piece,
                owner,
                kind,
                to,
                rule,
            } => {
                let from = self.address_out(verdict, piece, i);
                EffectOut::Moved {
                    player: self.owner_color(owner),
                    piece: kind.key(),
                    address: address_of(self.owner_color(owner), kind.key(), &from),
                    from,
                    to: self.spot_out(verdict, to),
                    rule,
                }
            }
            Effect::Scored { ref line, .. } => EffectOut::Scored {
                feature: line.kind.key(),
                points: line
                    .awards
                    .iter()
                    .map(|a| (self.color(a.player), a.points))
                    .collect(),
                rules: line.rules.clone(),
            },
            Effect::Points {
                player,
                points,
                rule,
            } => EffectOut::Points {
                player: self.color(player),
                points,
                rule,
            },
            Effect::PlayerState {
                player,
                key,
                ref amounts,
            } => EffectOut::Gained {
                player: self.color(player),
                key,
                amounts: counters(key)
                    .iter()
                    .zip(amounts)
                    .map(|(c, n)| (*c, *n))
                    .collect(),
            },
            Effect::Holds {
                player,
                from,
                key,
                counter,
                rule,
            } => EffectOut::Holds {
                player: self.color(player),
                from: from.map(|p| self.color(p)),
                key,
                counter: counters(key).get(counter).copied().unwrap_or_default(),
                rule,
            },
            Effect::TileState { tile, key, value } => EffectOut::TileState {
                square: self.square(tile).unwrap_or_default(),
                key,
                value,
            },
            Effect::FeatureState {
                tile,
                feature,
                locator,
                key,
                value,
            } => EffectOut::FeatureState {
                at: self.spot_out(
                    verdict,
                    Spot::Feature {
                        tile,
                        feature,
                        locator,
                    },
                ),
                key,
                value,
            },
            Effect::PlaysAgain { earned, rule, .. } => EffectOut::ExtraTurn { earned, rule },
        }
    }

    fn name(&self, p: PlayerId) -> Arg {
        self.players()[p.index()].name.as_str().into()
    }

    fn piece_args(&self, kind: PieceKind, count: usize) -> [(&'static str, Arg); 3] {
        let ctx = self.ctx;
        [
            ("piece", ctx.t(&format!("piece-{}", kind.key())).into()),
            ("pieces", ctx.t(&format!("pieces-{}", kind.key())).into()),
            ("count", count.into()),
        ]
    }

    /// A spot in words (`2,1 city:N`, `beside Alice's follower on 0,0`, `held by Bob` ...).
    fn spot_words(&self, verdict: &MoveVerdict, at: Spot) -> String {
        let ctx = self.ctx;
        match at {
            Spot::Feature { tile, locator, .. } => ctx.loc.text_with(
                msg::SPOT_FEATURE,
                &[
                    ("square", self.square(tile).unwrap_or_default().into()),
                    ("locator", ctx.loc.locator(locator).into()),
                ],
            ),
            Spot::Tile { tile } => ctx.loc.text_with(
                msg::SPOT_TILE,
                &[("square", self.square(tile).unwrap_or_default().into())],
            ),
            Spot::Beside(a) => {
                let square = match a {
                    PieceAddress::OnTile { tile, .. } => self.square(tile).unwrap_or_default(),
                    _ => String::new(),
                };
                let (who, piece) = match self.piece_at(verdict, a) {
                    Some((Owner::Player(p), kind)) => (self.name(p), kind),
                    _ => {
                        return ctx
                            .loc
                            .text_with(msg::SPOT_TILE, &[("square", square.into())])
                    }
                };
                let [piece, ..] = self.piece_args(piece, 1);
                ctx.loc.text_with(
                    msg::SPOT_BESIDE,
                    &[("player", who), piece, ("square", square.into())],
                )
            }
            Spot::Corner(pos) => ctx
                .loc
                .text_with(msg::SPOT_CORNER, &[("square", pos.to_string().into())]),
            Spot::Held(p) => ctx
                .loc
                .text_with(msg::SPOT_HELD, &[("player", self.name(p))]),
        }
    }

    /// The pieces a move removes, moves or brings in, the points it gives or takes outside
    /// features, and the state it changes, in words, in the order they happen; pieces of one
    /// owner and kind going the same way are told once, with their number. The mover's own
    /// piece is the move itself and is not told again.
    pub fn lines(&self, verdict: &MoveVerdict) -> Vec<String> {
        let mut out = Vec::new();
        let mut run: Vec<&Effect> = Vec::new();
        // A piece sent home that a later step puts back on the board (a wagon moving on) is
        // told once, where it moves on, from the place it left.
        let moved_on: Vec<PieceAddress> = verdict
            .effects
            .iter()
            .filter_map(|e| match *e {
                Effect::Placed {
                    moved_on: Some(m), ..
                } => Some(m.from),
                _ => None,
            })
            .collect();
        for (i, e) in verdict.effects.iter().enumerate() {
            match *e {
                Effect::Removed {
                    piece,
                    to: Destination::Supply,
                    ..
                } if moved_on.contains(&piece) => continue,
                Effect::Removed { .. } => {
                    run.push(e);
                    continue;
                }
                _ => {}
            }
            // The removals since the last other effect, told together where they happen
            // (the pieces the dragon eats after the line of its flight that lands there).
            self.removals(&run, &mut out);
            run.clear();
            if let Some(line) = self.line(verdict, i, e) {
                out.push(line);
            }
        }
        self.removals(&run, &mut out);
        out
    }

    /// A run of removals (effects that follow each other), grouped by owner, kind and
    /// destination.
    fn removals(&self, run: &[&Effect], out: &mut Vec<String>) {
        let mut groups: Vec<(Owner, PieceKind, Destination, &'static str, usize)> = Vec::new();
        for &e in run {
            if let Effect::Removed {
                owner,
                kind,
                to,
                rule,
                ..
            } = *e
            {
                match groups
                    .iter_mut()
                    .find(|g| (g.0, g.1, g.2, g.3) == (owner, kind, to, rule))
                {
                    Some(g) => g.4 += 1,
                    None => groups.push((owner, kind, to, rule, 1)),
                }
            }
        }
        let ctx = self.ctx;
        for (owner, kind, to, rule, count) in groups {
            let [piece, pieces, count] = self.piece_args(kind, count);
            let line = match (owner, to) {
                (Owner::Player(p), Destination::Supply) => ctx.loc.text_with(
                    msg::MOVE_RETURNED,
                    &[("player", self.name(p)), piece, pieces, count],
                ),
                (Owner::Player(p), Destination::HeldBy(holder)) => ctx.loc.text_with(
                    msg::MOVE_CAPTURED,
                    &[
                        ("player", self.name(p)),
                        ("holder", self.name(holder)),
                        piece,
                        pieces,
                        count,
                    ],
                ),
                (Owner::Player(p), Destination::Gone) => ctx.loc.text_with(
                    msg::MOVE_REMOVED,
                    &[("player", self.name(p)), piece, pieces, count],
                ),
                (Owner::Nobody, _) => ctx
                    .loc
                    .text_with(msg::MOVE_FIGURE_REMOVED, &[piece, pieces, count]),
            };
            // Pieces going home after their feature scored say so without a rule, as the
            // score table above cites it; any other removal names its rule.
            if to == Destination::Supply && rule == arbiter_ids::rule::BASE_SCORING_RETURN {
                out.push(line);
            } else {
                out.push(format!("{line} [{rule}]"));
            }
        }
    }

    /// Whether `e` (one of `verdict`'s effects) places the move's own piece, told above: the
    /// mover's piece on the new tile before the scoring. A piece the mover puts elsewhere (on
    /// top of a tower), or there after the scoring (a wagon moved on), is an effect of its own.
    fn own_piece(&self, verdict: &MoveVerdict, e: &Effect) -> bool {
        let Effect::Placed {
            owner,
            at: Spot::Feature { tile, .. },
            ..
        } = *e
        else {
            return false;
        };
        owner == Owner::Player(verdict.player)
            && tile >= self.before.tiles.len()
            && verdict.effects[..verdict.scoring_starts()]
                .iter()
                .any(|x| std::ptr::eq(x, e))
    }

    /// A piece the scoring sent home moving on from where it stood (effect number `i` puts it
    /// back), in words: one line, with its rule.
    fn moved_on(
        &self,
        verdict: &MoveVerdict,
        i: usize,
        (owner, kind, at): (Owner, PieceKind, Spot),
        moved: MovedOn,
    ) -> String {
        let ctx = self.ctx;
        let place = |spot: Option<Spot>| match spot {
            Some(Spot::Feature { tile, locator, .. }) => {
                (self.square(tile).unwrap_or_default(), locator.to_text())
            }
            _ => Default::default(),
        };
        let (from_square, from) = place(self.spot_of(verdict, moved.from, i));
        let (to_square, to) = place(Some(at));
        let [piece, ..] = self.piece_args(kind, 1);
        let who = owner.player().map_or_else(|| "".into(), |p| self.name(p));
        let text = ctx.loc.text_with(
            msg::MOVE_MOVED_ON,
            &[
                ("player", who),
                piece,
                ("locator-a", from.into()),
                ("square-a", from_square.into()),
                ("locator-b", to.into()),
                ("square-b", to_square.into()),
            ],
        );
        format!("{text} [{}]", moved.rule)
    }

    /// A piece put on the board, other than the move's own, in words.
    fn placed(&self, verdict: &MoveVerdict, owner: Owner, kind: PieceKind, at: Spot) -> String {
        let [piece, ..] = self.piece_args(kind, 1);
        let whose = owner.player().map(|p| self.name(p));
        self.ctx.loc.text_with(
            msg::MOVE_PLACED,
            &[
                ("player", whose.unwrap_or_else(|| "".into())),
                ("neutral", owner.player().is_none().to_string().into()),
                piece,
                ("where", self.spot_words(verdict, at).into()),
            ],
        )
    }

    /// Effect number `i`, other than a removal or a score line, in words.
    fn line(&self, verdict: &MoveVerdict, i: usize, e: &Effect) -> Option<String> {
        let ctx = self.ctx;
        Some(match *e {
            Effect::Placed {
                owner,
                kind,
                at,
                moved_on,
            } => {
                return match moved_on {
                    Some(m) => Some(self.moved_on(verdict, i, (owner, kind, at), m)),
                    None if self.own_piece(verdict, e) => None,
                    None => Some(self.placed(verdict, owner, kind, at)),
                }
            }
            Effect::Moved {
                owner,
                kind,
                to,
                rule,
                ..
            } => {
                let [piece, ..] = self.piece_args(kind, 1);
                let whose = owner.player().map(|p| self.name(p));
                let text = ctx.loc.text_with(
                    msg::MOVE_MOVED,
                    &[
                        ("player", whose.unwrap_or_else(|| "".into())),
                        ("neutral", owner.player().is_none().to_string().into()),
                        piece,
                        ("where", self.spot_words(verdict, to).into()),
                    ],
                );
                format!("{text} [{rule}]")
            }
            Effect::Points {
                player,
                points,
                rule,
            } => {
                let text = ctx.loc.text_with(
                    msg::MOVE_POINTS,
                    &[
                        ("player", self.name(player)),
                        ("paid", (points < 0).to_string().into()),
                        ("points", points.abs().into()),
                    ],
                );
                format!("{text} [{rule}]")
            }
            Effect::PlayerState {
                player,
                key,
                ref amounts,
            } => {
                let mut args: Vec<(&str, Arg)> = vec![("player", self.name(player))];
                for (c, n) in counters(key).iter().zip(amounts) {
                    args.push((c, (*n).into()));
                }
                ctx.loc.text_with(&format!("move-gained-{key}"), &args)
            }
            Effect::Holds {
                player,
                from,
                key,
                counter,
                rule,
            } => {
                let card = counters(key).get(counter).copied().unwrap_or_default();
                let text = ctx.loc.text_with(
                    msg::MOVE_HOLDS,
                    &[
                        ("player", self.name(player)),
                        ("card", ctx.t(&format!("{key}-{card}")).into()),
                        ("from", from.map_or_else(|| "none".into(), |p| self.name(p))),
                    ],
                );
                format!("{text} [{rule}]")
            }
            Effect::TileState { tile, key, value } => ctx.loc.text_with(
                &format!("move-tile-state-{key}"),
                &[
                    ("square", self.square(tile).unwrap_or_default().into()),
                    ("value", value.into()),
                ],
            ),
            Effect::FeatureState {
                tile,
                locator,
                key,
                value,
                ..
            } => ctx.loc.text_with(
                // A key with words of its own (`move-feature-state-castle`: "is now a
                // castle"), else the key and its value.
                &Some(format!("move-feature-state-{key}"))
                    .filter(|id| ctx.loc.defines(id))
                    .unwrap_or_else(|| msg::MOVE_FEATURE_STATE.to_string()),
                &[
                    ("square", self.square(tile).unwrap_or_default().into()),
                    ("feature", ctx.loc.locator(locator).into()),
                    ("key", key.into()),
                    ("value", value.into()),
                ],
            ),
            Effect::PlaysAgain { .. } | Effect::Removed { .. } | Effect::Scored { .. } => {
                return None
            }
        })
    }
}

/// The `k`-th of the players' pieces the move put on tile entry `tile` (a follower, a wagon):
/// owner, kind and where it was put. A piece the move put is named after the tile's pieces in
/// the position, in the order put (the new tile's list starts with the move's own piece).
fn placed_on(verdict: &MoveVerdict, tile: usize, k: usize) -> Option<(Owner, PieceKind, Spot)> {
    verdict
        .effects
        .iter()
        .filter_map(|e| match *e {
            Effect::Placed {
                owner: owner @ Owner::Player(_),
                kind,
                at: at @ Spot::Feature { tile: t, .. },
                ..
            } if t == tile => Some((owner, kind, at)),
            _ => None,
        })
        .nth(k)
}

/// The counter keys of a block of per-player state.
/// A piece in the one textual form ([`arbiter_format::address`]) from its owner, kind and
/// place as written for programs.
fn address_of(owner: Option<&str>, kind: &str, at: &SpotOut) -> String {
    use arbiter_format::address::{write, Place};
    let square = at.square.as_deref().and_then(|s| {
        let (x, y) = s.split_once(',')?;
        Some([x.parse().ok()?, y.parse().ok()?])
    });
    let place = match (square, &at.feature, at.beside, at.corner, at.held_by) {
        (_, _, _, _, Some(holder)) => Place::Word(holder.to_string()),
        (Some(sq), _, Some(b), _, _) => Place::Beside {
            owner: b.to_string(),
            at: sq,
            feature: None,
        },
        (Some(sq), _, _, true, _) => Place::Corner(sq),
        (Some(sq), Some(f), _, _, _) => Place::Feature(sq, f.clone()),
        (Some(sq), None, _, _, _) => Place::Tile(sq),
        (None, _, _, _, _) => return String::new(),
    };
    write(owner, kind, &place)
}

fn counters(key: &str) -> Vec<&'static str> {
    PlayerState::def(key)
        .map(|d| d.counters.iter().map(|(c, _)| *c).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::args::{ColorChoice, Format, LangArg};
    use arbiter_engine::carcassonne::catalogue::Catalogue;
    use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
    use arbiter_engine::carcassonne::pieces::{Color, Locator};
    use arbiter_engine::carcassonne::position::Position;
    use arbiter_engine::carcassonne::setup::{HeldPiece, PieceSetup, TileSetup};
    use arbiter_engine::carcassonne::turn::{adjudicate, Move, PieceAction};
    use arbiter_engine::carcassonne::Rules;

    /// Ann (red) and Bob (blue); a monastery at 0,0 with Bob's monk; Ann holds one of Bob's
    /// followers; Ann lays a monastery at 0,1.
    fn judged() -> (Setup, MoveVerdict) {
        let cat = Catalogue::get();
        let b = cat.index_of("B").expect("B");
        let monastery = Locator::parse("monastery").expect("locator");
        let players = [("Ann", Color::Red), ("Bob", Color::Blue)]
            .into_iter()
            .map(|(name, color)| Player {
                name: name.into(),
                color,
            })
            .collect();
        let mut setup = Setup::new(Rules::default(), players);
        let bob = PlayerId::FIRST.next(2);
        setup.tiles = vec![TileSetup {
            def: b,
            pos: Pos::new(0, 0),
            rot: Rotation::R0,
            pieces: vec![PieceSetup {
                owner: bob,
                kind: PieceKind::Follower,
                locator: monastery,
                feature: monastery
                    .resolve(cat.tile(b), Rotation::R0)
                    .expect("feature"),
            }],
            state: Default::default(),
            features: Default::default(),
        }];
        setup.held.push(HeldPiece {
            holder: PlayerId::FIRST,
            owner: bob,
            kind: PieceKind::Follower,
        });
        let mv = Move {
            player: None,
            def: b,
            pos: Pos::new(0, 1),
            rot: Rotation::R0,
            action: PieceAction::None,
            steps: Vec::new(),
            again: false,
        };
        let mut verdict = adjudicate(&Position::validate(setup.clone()), &mv);
        verdict.effects = vec![
            Effect::Removed {
                piece: PieceAddress::OnTile { tile: 0, piece: 0 },
                owner: Owner::Player(bob),
                kind: PieceKind::Follower,
                to: Destination::HeldBy(PlayerId::FIRST),
                rule: "capture-rule",
            },
            Effect::Removed {
                piece: PieceAddress::Held(0),
                owner: Owner::Player(bob),
                kind: PieceKind::Follower,
                to: Destination::Supply,
                rule: "exchange-rule",
            },
            Effect::Points {
                player: PlayerId::FIRST,
                points: -3,
                rule: "ransom-rule",
            },
            Effect::Moved {
                piece: PieceAddress::Held(0),
                owner: Owner::Nobody,
                kind: PieceKind::Follower,
                to: Spot::Tile { tile: 1 },
                rule: "walk-rule",
            },
            Effect::FeatureState {
                tile: 1,
                feature: monastery
                    .resolve(cat.tile(b), Rotation::R0)
                    .expect("feature"),
                locator: monastery,
                key: "besieged",
                value: 2,
            },
        ];
        (setup, verdict)
    }

    fn lines(lang: LangArg) -> Vec<String> {
        let ctx = Ctx::new(Some(lang), Format::Table, ColorChoice::Never, false);
        let (setup, verdict) = judged();
        let wording = Wording {
            ctx: &ctx,
            before: &setup,
            board: verdict.board.as_ref(),
        };
        wording.lines(&verdict)
    }

    #[test]
    fn every_effect_is_worded_in_both_languages() {
        assert_eq!(
            lines(LangArg::En),
            [
                "Ann takes Bob's follower prisoner. [capture-rule]",
                "Bob's follower goes back to the supply. [exchange-rule]",
                "Ann pays 3 points. [ransom-rule]",
                "The follower now stands on the tile at 0,1. [walk-rule]",
                "The feature at 0,1 (monastery) now has besieged: 2.",
            ]
        );
        let dutch = lines(LangArg::Nl);
        assert_eq!(dutch.len(), 5);
        assert_eq!(
            dutch[4],
            "Het gebied op 0,1 (klooster) heeft nu `besieged: 2`."
        );
        assert!(
            dutch[0].contains("gevangen") && dutch[0].contains("Ann"),
            "{dutch:?}"
        );
        assert!(dutch[2].contains("betaalt 3 punten"), "{dutch:?}");
    }

    #[test]
    fn every_effect_is_written_for_programs() {
        let ctx = Ctx::new(Some(LangArg::En), Format::Json, ColorChoice::Never, false);
        let (setup, verdict) = judged();
        let wording = Wording {
            ctx: &ctx,
            before: &setup,
            board: verdict.board.as_ref(),
        };
        let json = serde_json::to_value(wording.out(&verdict)).expect("json");
        assert_eq!(json[0]["effect"], "removed");
        assert_eq!(json[0]["to"], "held");
        assert_eq!(json[0]["held_by"], "red");
        assert_eq!(json[0]["from"]["square"], "0,0");
        assert_eq!(json[0]["from"]["feature"], "monastery");
        assert_eq!(json[1]["from"]["held_by"], "red");
        assert_eq!(json[2]["points"], -3);
        assert_eq!(json[3]["to"]["square"], "0,1");
        assert_eq!(json[4]["effect"], "feature_state");
        assert_eq!(json[4]["at"]["square"], "0,1");
        assert_eq!(json[4]["at"]["feature"], "monastery");
        assert_eq!(json[4]["key"], "besieged");
        assert_eq!(json[4]["value"], 2);
    }
}
