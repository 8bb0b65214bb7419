//! After the season's turns: the boats chosen (their contents, or at the end of winter the
//! boat tiles themselves) and the won tiles placed in the villages.

use super::seasons::{new_tile, renumber};
use super::{add, problem, take, tile_key, Events, Game, Gets, Stage};
use crate::keyflower::catalogue::{Conf, Kind, TileDef};
use crate::keyflower::position::{Face, Move, MoveKind, Season, TileRef, Value};
use crate::keyflower::{Message, Problem, Subject};
use crate::PlayerId;
use arbiter_ids::{msg, rule};

impl Game {
    /// The rule boats are chosen by at this season's end: the boat tiles themselves at the
    /// end of winter, the boats' contents before.
    pub(super) fn boat_rule(&self) -> &'static str {
        if self.position.season == Season::Winter {
            rule::KF_WINTER_ONE_BOAT
        } else {
            rule::KF_END_BOAT_CONTENTS
        }
    }

    /// Choosing a boat `by` has already chosen this season: at the end of winter its tile
    /// is theirs, before it its contents were.
    pub(super) fn boat_taken(&self, def: &TileDef, by: PlayerId) -> Problem {
        if self.position.season == Season::Winter {
            problem(
                rule::KF_WINTER_ONE_BOAT,
                Message::new(msg::KF_PROBLEM_BOAT_TILE_TAKEN)
                    .key_arg("tile", tile_key(def))
                    .arg("player", self.position.players[by].name.as_str()),
            )
        } else {
            problem(
                rule::KF_END_BOAT_CONTENTS,
                Message::new(msg::KF_PROBLEM_BOAT_CHOSEN).key_arg("tile", tile_key(def)),
            )
        }
    }

    /// Why `player` may not place `def` now, when it is not among the tiles they won this
    /// season: another player won it (or took that boat), a turn-order tile or a boat before
    /// the end of winter, a second boat, a tile already placed, or a tile they did not win.
    fn not_pending(&self, player: PlayerId, def: &TileDef) -> Problem {
        let pos = &self.position;
        let tile = tile_key(def);
        let winter = pos.season == Season::Winter;
        let boat_of = |p: PlayerId| {
            let pending = self
                .pending
                .iter()
                .find(|(q, t)| *q == p && t.def.kind == Kind::Boat);
            pending.map(|(_, t)| t.def).or_else(|| {
                pos.players[p]
                    .village
                    .iter()
                    .find(|t| t.def.kind == Kind::Boat)
                    .map(|t| t.def)
            })
        };
        if let Some((other, _)) = self
            .pending
            .iter()
            .find(|(q, t)| *q != player && t.def == def)
        {
            return if def.kind == Kind::Boat {
                self.boat_taken(def, *other)
            } else {
                problem(
                    rule::KF_VILLAGE_WON_TILES,
                    Message::new(msg::KF_PROBLEM_PLACE_WON_BY)
                        .key_arg("tile", tile)
                        .arg("player", pos.players[*other].name.as_str()),
                )
            };
        }
        if def.kind == Kind::TurnOrder && !winter {
            return problem(
                rule::KF_VILLAGE_TURN_ORDER_WINTER,
                Message::new(msg::KF_PROBLEM_PLACE_TURN_ORDER).key_arg("tile", tile),
            );
        }
        if def.kind == Kind::Boat && !winter {
            return problem(
                rule::KF_WINTER_ONE_BOAT,
                Message::new(msg::KF_PROBLEM_PLACE_BOAT_SEASON).key_arg("tile", tile),
            );
        }
        let owner = match pos.find(def.key) {
            Some(TileRef::Village { player: owner, .. }) => Some(owner),
            _ => None,
        };
        if def.kind == Kind::Boat {
            if let Some(owner) = owner.filter(|o| *o != player) {
                return self.boat_taken(def, owner);
            }
            if let Some(held) = boat_of(player).filter(|held| *held != def) {
                return problem(
                    rule::KF_WINTER_ONE_BOAT,
                    Message::new(msg::KF_PROBLEM_PLACE_SECOND_BOAT)
                        .key_arg("tile", tile)
                        .key_arg("held", tile_key(held))
                        .arg("mover", pos.players[player].name.as_str()),
                );
            }
        }
        if owner.is_some() {
            return problem(
                rule::KF_VILLAGE_EXPAND,
                Message::new(msg::KF_PROBLEM_PLACE_ALREADY_PLACED).key_arg("tile", tile),
            );
        }
        problem(
            rule::KF_VILLAGE_WON_TILES,
            Message::new(msg::KF_PROBLEM_PLACE_NOT_YOURS)
                .key_arg("tile", tile)
                .arg("player", pos.players[player].name.as_str()),
        )
    }

    pub(super) fn take_boat(
        &mut self,
        order: Vec<PlayerId>,
        done: usize,
        p: PlayerId,
        def: &'static TileDef,
        gets: &Gets,
    ) -> Result<Events, Vec<Problem>> {
        let Some(i) = self.boats.iter().position(|b| b.def == def) else {
            return Err(vec![problem(
                rule::KF_END_BOAT_CONTENTS,
                Message::new(msg::KF_PROBLEM_BOAT_GONE).key_arg("tile", tile_key(def)),
            )]);
        };
        let winter = self.position.season == Season::Winter;
        // Summer boat 1a: also draw 2 workers from the bag, if available (in winter after the
        // winning bids went into it: they are); 1b: 1 green worker from the supply, if any.
        let extra = match self.position.players[p].summer_boat(1) {
            Some(Face::A) => {
                let want = 2.min(self.bag[..3].iter().sum::<u32>());
                let drawn = gets.workers.unwrap_or([0; 4]);
                let problems = self.draw_problems(gets);
                if drawn[3] > 0 || drawn.iter().sum::<u32>() != want || !problems.is_empty() {
                    let mut problems = problems;
                    problems.push(problem(
                        rule::KF_SUMMER_BOAT_1A,
                        Message::new(msg::KF_PROBLEM_BOAT_1A).arg("count", want),
                    ));
                    return Err(problems);
                }
                take(&mut self.bag, drawn);
                Some((rule::KF_SUMMER_BOAT_1A, drawn))
            }
            Some(Face::B) => {
                let left = crate::keyflower::position::in_play(&self.position).greens_left();
                let held: u32 = self.boats.iter().map(|b| b.workers[3]).sum::<u32>() + self.bag[3];
                let greens = u32::from(left > held);
                Some((rule::KF_SUMMER_BOAT_1B, [0, 0, 0, greens]))
            }
            _ => None,
        };
        let boat = if winter {
            self.boats.remove(i)
        } else {
            let b = &mut self.boats[i];
            let taken = b.clone();
            b.workers = [0; 4];
            b.skills = [0; 3];
            taken
        };
        let me = &mut self.position.players[p];
        add(&mut me.workers, boat.workers);
        add(&mut me.skills, boat.skills);
        let extra_event = extra.map(|(rule, w)| {
            add(&mut me.workers, w);
            (
                rule,
                Message::new(msg::KF_EVENT_BOAT_EXTRA)
                    .arg("player", me.name.as_str())
                    .arg("count", w.iter().sum::<u32>()),
            )
        });
        let mut events: Events = vec![(
            if winter {
                rule::KF_WINTER_ONE_BOAT
            } else {
                rule::KF_END_BOAT_CONTENTS
            },
            Message::new(if winter {
                msg::KF_EVENT_BOAT_TILE
            } else {
                msg::KF_EVENT_BOAT_CONTENTS
            })
            .arg("player", me.name.as_str())
            .key_arg("tile", tile_key(def))
            .arg("workers", boat.workers.iter().sum::<u32>())
            .arg("skills", boat.skills.iter().sum::<u32>()),
        )];
        events.extend(extra_event);
        if winter {
            let mut t = new_tile(def, &self.position);
            t.printed.sea_breese = boat.sea_breese.map(|value| Value {
                value,
                conf: Conf::Rulebook,
                from_file: true,
            });
            self.pending.push((p, t));
        }
        if done + 1 < order.len() {
            let mut taken = match &self.stage {
                Stage::Boats { taken, .. } => taken.clone(),
                _ => Vec::new(),
            };
            taken.push(def);
            self.stage = Stage::Boats {
                order,
                done: done + 1,
                taken,
            };
        } else {
            events.extend(self.after_boats());
        }
        Ok(events)
    }

    /// Every boat is chosen: the marker moves, turn-order bids are in the bag; placing follows.
    fn after_boats(&mut self) -> Events {
        let start = self.next_start;
        for (i, p) in self.position.players.iter_mut().enumerate() {
            p.start_player = i == start.index();
        }
        // After winter there is no next season: the marker only moves to its holder at the end.
        let said = if self.position.season == Season::Winter {
            msg::KF_EVENT_MARKER_LAST
        } else {
            msg::KF_EVENT_START_PLAYER
        };
        let mut events = vec![(
            rule::KF_END_BOAT_CONTENTS,
            Message::new(said).arg("player", self.position.players[start].name.as_str()),
        )];
        if self.pending.is_empty() {
            events.extend(self.next_season());
        } else {
            self.stage = Stage::Placing;
        }
        events
    }

    pub(super) fn place(&mut self, mv: &Move) -> Result<Events, Vec<Problem>> {
        let MoveKind::Place(pm) = &mv.kind else {
            return Err(Vec::new());
        };
        let Some(i) = self
            .pending
            .iter()
            .position(|(p, t)| *p == mv.player && t.def == pm.def)
        else {
            return Err(vec![self.not_pending(mv.player, pm.def)]);
        };
        let fit = crate::keyflower::village::fits(&self.position, mv.player, pm, Subject::Move);
        if !fit.is_legal() {
            return Err(fit.problems);
        }
        let (_, mut tile) = self.pending.remove(i);
        tile.at = Some(pm.at);
        tile.rotation = pm.rotation;
        tile.edges = Some(pm.edges);
        self.position.players[mv.player].village.push(tile);
        renumber(&mut self.position);
        let mut events: Events = vec![(
            rule::KF_VILLAGE_EXPAND,
            Message::new(msg::KF_EVENT_PLACED)
                .arg("player", self.position.players[mv.player].name.as_str())
                .key_arg("tile", tile_key(pm.def))
                .arg("q", pm.at.q)
                .arg("r", pm.at.r),
        )];
        if self.pending.is_empty() {
            events.extend(self.next_season());
        }
        Ok(events)
    }
}
