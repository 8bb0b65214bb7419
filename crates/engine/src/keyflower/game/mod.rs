//! A whole Keyflower game: the table around the position (the boats and their contents, the
//! bag, the skill pile), whose turn it is, passing, the end of each season performed from the
//! rules, the boat choices, the winter tile selection and the placing of won tiles.
//!
//! [`advance`] is the one function that changes a position by a move (bid, use, transport,
//! place): `arbiter move` judges with it and `arbiter replay` plays with it. [`Game::act`]
//! plays one action of a game record, with the season flow around it.
//!
//! This file holds the game and its actions; `moves.rs` how a move changes a position,
//! `seasons.rs` the end of a season and the next one's start, `placing.rs` the boats chosen
//! and the won tiles placed.

use super::catalogue::{Colour, Skill, TileDef};
use super::position::{Move, MoveKind, Position, Season, Tile};
use super::production::{self, Outlay, Product};
use super::{Message, Problem, Subject};
use crate::PlayerId;
use arbiter_ids::{msg, rule};

mod moves;
mod placing;
mod seasons;
use moves::from_screen;

pub use moves::{advance, use_problems};

/// A boat tile on the table, with the workers and skills on it.
#[derive(Debug, Clone, PartialEq)]
pub struct Boat {
    /// The boat.
    pub def: &'static TileDef,
    /// Workers on it `[blue, red, yellow, green]`.
    pub workers: [u32; 4],
    /// Skills on it `[anvil, pick-axe, saw]`.
    pub skills: [u32; 3],
    /// The Sea Breese points printed on it, when the record gives them.
    pub sea_breese: Option<i32>,
}

/// What a new season brings (summer and autumn): the tiles put out and the boats' new
/// contents, drawn from the bag and the pile.
#[derive(Debug, Clone, PartialEq)]
pub struct SeasonStart {
    /// The season.
    pub season: Season,
    /// The village tiles put out.
    pub offer: Vec<Tile>,
    /// New workers and skills per boat.
    pub boats: Vec<Boat>,
}

/// The random outcomes and the choices of a use, as the record gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Gets {
    /// Workers received `[blue, red, yellow, green]` (drawn from the bag, or green).
    pub workers: Option<[u32; 4]>,
    /// Skills drawn `[anvil, pick-axe, saw]`.
    pub skills: Option<[u32; 3]>,
    /// Resources received `[gold, iron, stone, wood]`.
    pub resources: Option<[u32; 4]>,
    /// The skill given first (Brewer, Hiring fair), when the player has several kinds.
    pub gives_skill: Option<Skill>,
    /// The worker discarded first (Tavern) or put into the bag (Peddler, Store, Fair).
    pub gives_worker: Option<Colour>,
}

/// One action of a game record.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A bid, a use, a transport, a placement (or a withdrawal, never legal).
    Move(Move, Gets),
    /// The player passes.
    Pass(PlayerId),
    /// The player takes a boat's contents (spring to autumn) or, at the end of winter, the
    /// boat tile itself (placed afterwards, like a won tile); `Gets` holds the workers the
    /// owner of summer boat 1a draws with it.
    Boat(PlayerId, &'static TileDef, Gets),
    /// The player selects winter tiles from those dealt.
    Winter(PlayerId, Vec<&'static TileDef>),
}

impl Action {
    /// The player acting.
    pub fn player(&self) -> PlayerId {
        match self {
            Action::Move(m, _) => m.player,
            Action::Pass(p) | Action::Boat(p, _, _) | Action::Winter(p, _) => *p,
        }
    }
}

/// Where the game stands between actions.
#[derive(Debug, Clone, PartialEq)]
pub enum Stage {
    /// Players select winter tiles (the start of winter); `chosen[p]` once player p has.
    WinterChoice {
        /// Each player's selection.
        chosen: Vec<Option<Vec<&'static TileDef>>>,
    },
    /// Turns: `turn` acts next; `passes` players have passed in succession.
    Turns {
        /// Whose turn it is.
        turn: PlayerId,
        /// Passes in succession.
        passes: usize,
    },
    /// The season has ended: players take boat contents (or boats) in this order.
    Boats {
        /// The order of choosing.
        order: Vec<PlayerId>,
        /// How many have chosen.
        done: usize,
        /// The boats chosen so far.
        taken: Vec<&'static TileDef>,
    },
    /// Players place the tiles they won (and in winter turn-order tiles and boats).
    Placing,
    /// The game is over (after winter).
    Over,
}

/// A whole game in progress.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    /// The position (villages, screens, the tiles on offer).
    pub position: Position,
    /// The boats on the table.
    pub boats: Vec<Boat>,
    /// Workers in the bag `[blue, red, yellow, green]`.
    pub bag: [u32; 4],
    /// Skills in the face-down pile.
    pub pile: [u32; 3],
    /// The numbers of the turn-order tiles showing the start-player icon (none: no tile
    /// shows it); the winner of the highest numbered one won becomes start player.
    pub start_tile: Vec<u8>,
    /// The stage.
    pub stage: Stage,
    /// Tiles won and not yet placed: `(player, tile)`.
    pub pending: Vec<(PlayerId, Tile)>,
    /// The start player for choosing and for the next season.
    pub(crate) next_start: PlayerId,
    /// Summer and autumn, still to come.
    pub upcoming: Vec<SeasonStart>,
    /// A season the game reached that no [`SeasonStart`] describes (a record without its
    /// `seasons:` entry): it began with no new tiles and nothing drawn onto the boats.
    pub unwritten: Option<Season>,
}

/// What happened in an action, for the record's reader: each with the rule that decided it.
pub type Events = Vec<(&'static str, Message)>;

fn tile_key(def: &TileDef) -> String {
    format!("kf-tile-{}", def.key)
}

fn problem(rule: &'static str, m: Message) -> Problem {
    Problem::error(rule, Subject::Move, m)
}

fn take(from: &mut [u32; 4], what: [u32; 4]) {
    for c in 0..4 {
        from[c] = from[c].saturating_sub(what[c]);
    }
}

fn add<const N: usize>(to: &mut [u32; N], what: [u32; N]) {
    for c in 0..N {
        to[c] += what[c];
    }
}

impl Game {
    /// A game at the start of spring: `position` (season spring, the spring tiles and the
    /// turn-order tiles on offer), the boats with their spring contents, which turn-order tile
    /// shows the start-player icon, and the summer and autumn to come.
    pub fn new(
        position: Position,
        boats: Vec<Boat>,
        start_tile: Vec<u8>,
        upcoming: Vec<SeasonStart>,
    ) -> Game {
        let mut g = Game {
            position,
            boats,
            bag: [0; 4],
            pile: [0; 3],
            start_tile,
            stage: Stage::Over,
            pending: Vec::new(),
            next_start: PlayerId::FIRST,
            upcoming,
            unwritten: None,
        };
        // The bag holds every blue, red and yellow worker not in play; the pile every skill.
        let held = g.held();
        for c in 0..3 {
            g.bag[c] = super::catalogue::WORKER_SUPPLY[c].saturating_sub(held.0[c]);
        }
        for s in 0..3 {
            g.pile[s] = super::catalogue::SKILL_SUPPLY[s].saturating_sub(held.1[s]);
        }
        let start = g.start_player();
        g.next_start = start;
        g.stage = match g.position.season {
            Season::Winter => Stage::WinterChoice {
                chosen: vec![None; g.position.players.len()],
            },
            Season::End => Stage::Over,
            _ => Stage::Turns {
                turn: start,
                passes: 0,
            },
        };
        g
    }

    /// What is wrong with the table a game starts from, besides the position's own problems
    /// ([`Position::problems`]): as many boats as players, each in play for the table and used
    /// once (`kf.setup.boats`).
    pub fn setup_problems(&self) -> Vec<Problem> {
        let n = self.position.table_size;
        let mut out = Vec::new();
        if self.boats.len() != n {
            out.push(Problem::error(
                rule::KF_SETUP_BOATS,
                Subject::Position,
                Message::new(msg::KF_PROBLEM_BOAT_COUNT)
                    .arg("count", self.boats.len())
                    .arg("players", n),
            ));
        }
        for (i, b) in self.boats.iter().enumerate() {
            if usize::from(b.def.min_players) > n {
                out.push(Problem::error(
                    rule::KF_SETUP_BOATS,
                    Subject::Position,
                    Message::new(msg::KF_PROBLEM_BOAT_PLAYERS)
                        .key_arg("tile", tile_key(b.def))
                        .arg("min", i64::from(b.def.min_players))
                        .arg("count", n),
                ));
            }
            if self.boats[..i].iter().any(|o| o.def == b.def) {
                out.push(Problem::error(
                    rule::KF_SETUP_UNIQUE_TILES,
                    Subject::Position,
                    Message::new(msg::KF_PROBLEM_DUPLICATE_TILE).key_arg("tile", tile_key(b.def)),
                ));
            }
        }
        out
    }

    /// The workers and skills in play, boats included.
    fn held(&self) -> ([u32; 4], [u32; 3]) {
        let p = super::position::in_play(&self.position);
        let (mut w, mut s) = (p.workers, p.skills);
        for b in &self.boats {
            add(&mut w, b.workers);
            add(&mut s, b.skills);
        }
        (w, s)
    }

    /// The holder of the start-player marker (the first player when nobody holds it).
    pub fn start_player(&self) -> PlayerId {
        self.position
            .players
            .iter()
            .position(|p| p.start_player)
            .map_or(PlayerId::FIRST, PlayerId::unchecked)
    }

    fn players(&self) -> usize {
        self.position.players.len()
    }

    /// Plays one action: every reason it is illegal, or what happened (the use's products,
    /// the season's end, the next season). `arbiter replay` plays a record's actions one by
    /// one with it.
    ///
    /// ```
    /// use arbiter_engine::keyflower::catalogue::{self, Colour};
    /// use arbiter_engine::keyflower::geometry::Hex;
    /// use arbiter_engine::keyflower::position::{edges, Move, MoveKind, Placement, Season, TileRef};
    /// use arbiter_engine::keyflower::setup::{PlayerSetup, Setup, TileSetup};
    /// use arbiter_engine::keyflower::Position;
    /// use arbiter_engine::PlayerId;
    ///
    /// // Spring for two: Ann and Bob with their home tiles and 8 workers each, six spring
    /// // tiles and turn-order tile 1 on offer.
    /// let tile = |key: &str| TileSetup::new(catalogue::find(key).unwrap());
    /// let mut setup = Setup::new(Season::Spring);
    /// for (name, home) in [("Ann", "home-1"), ("Bob", "home-2")] {
    ///     let mut player = PlayerSetup::new(name);
    ///     player.workers = [3, 3, 2, 0];
    ///     let mut home = tile(home);
    ///     home.at = Some(Hex::new(0, 0));
    ///     home.edges = edges("RRRRRW");
    ///     player.village.push(home);
    ///     setup.players.push(player);
    /// }
    /// setup.players[0].start_player = true;
    /// let spring = ["keywood", "gold-mine", "miner", "alehouse", "woodcutter", "stable"];
    /// for key in spring.into_iter().chain(["turn-order-1"]) {
    ///     setup.offer.push(tile(key));
    /// }
    /// let position = Position::legal(setup).unwrap();
    /// let (ann, bob) = (PlayerId::FIRST, PlayerId::FIRST.next(2));
    /// // A bid of `count` blue workers for the Keywood, the first tile on offer.
    /// let bid = |player, count| Move {
    ///     player,
    ///     kind: MoveKind::Bid(Placement::single(TileRef::Offer(0), Colour::Blue, count, Vec::new())),
    /// };
    /// use arbiter_engine::keyflower::game::{Action, Boat, Game, Gets};
    ///
    /// let boat = |key: &str| Boat {
    ///     def: catalogue::find(key).unwrap(),
    ///     workers: [1, 1, 0, 0],
    ///     skills: [0, 0, 1],
    ///     sea_breese: None,
    /// };
    /// let boats = vec![boat("keyflower-boat"), boat("sea-bastion")];
    /// let mut game = Game::new(position, boats, vec![1], Vec::new());
    /// game.act(&Action::Move(bid(ann, 2), Gets::default())).unwrap();
    /// // Ann has played: it is Bob's turn, not hers.
    /// assert!(game.act(&Action::Pass(ann)).is_err());
    /// assert!(game.act(&Action::Pass(bob)).is_ok());
    /// ```
    pub fn act(&mut self, action: &Action) -> Result<Events, Vec<Problem>> {
        let player = action.player();
        if player.index() >= self.players() {
            return Err(vec![problem(
                rule::KF_SEASON_TURNS,
                Message::new(msg::KF_PROBLEM_NO_SUCH_PLAYER),
            )]);
        }
        let name = self.position.players[player].name.clone();
        match (&self.stage.clone(), action) {
            (Stage::Over, _) => Err(vec![problem(
                rule::KF_END_GAME_OVER,
                Message::new(msg::KF_PROBLEM_GAME_OVER),
            )]),
            (Stage::WinterChoice { chosen }, Action::Winter(p, tiles)) => {
                self.choose_winter(chosen.clone(), *p, tiles)
            }
            (Stage::WinterChoice { .. }, _) => Err(vec![problem(
                rule::KF_SEASON_WINTER_CHOICE,
                Message::new(msg::KF_PROBLEM_WINTER_CHOICE_FIRST).arg("player", name),
            )]),
            (Stage::Turns { turn, .. }, _) if player != *turn => {
                // Every reason: out of turn, and whatever else is wrong with the move.
                let mut problems = vec![problem(
                    rule::KF_SEASON_TURNS,
                    Message::new(msg::KF_PROBLEM_NOT_YOUR_TURN)
                        .arg("player", name)
                        .arg("turn", self.position.players[*turn].name.as_str()),
                )];
                if let Action::Move(mv, _) = action {
                    if !matches!(mv.kind, MoveKind::Place(_)) {
                        problems.extend(super::adjudicate(&self.position, mv).problems);
                    }
                }
                Err(problems)
            }
            (Stage::Turns { passes, .. }, Action::Pass(_)) => {
                let passes = passes + 1;
                let mut events = vec![(
                    rule::KF_SEASON_TURNS,
                    Message::new(msg::KF_EVENT_PASS).arg("player", name),
                )];
                if passes >= self.players() {
                    events.extend(self.end_season());
                } else {
                    self.stage = Stage::Turns {
                        turn: player.next(self.players()),
                        passes,
                    };
                }
                Ok(events)
            }
            (Stage::Turns { .. }, Action::Move(mv, gets)) => {
                if matches!(mv.kind, MoveKind::Place(_)) {
                    return Err(vec![problem(
                        rule::KF_VILLAGE_EXPAND,
                        Message::new(msg::KF_PROBLEM_PLACE_DURING_SEASON),
                    )]);
                }
                if let MoveKind::Use(pl) = &mv.kind {
                    let verdict = super::adjudicate(&self.position, mv);
                    let mut problems = verdict.problems;
                    problems.extend(use_problems(&self.position, player, pl.tile, gets));
                    problems.extend(self.draw_problems(gets));
                    if !problems.is_empty() {
                        return Err(problems);
                    }
                }
                let before = self.position.clone();
                let (verdict, after) = advance(&self.position, mv, gets);
                let Some((pos, events)) = after else {
                    return Err(verdict.problems);
                };
                self.position = pos;
                self.account_bag(&before, mv, gets);
                self.stage = Stage::Turns {
                    turn: player.next(self.players()),
                    passes: 0,
                };
                Ok(events)
            }
            (Stage::Turns { .. }, _) => Err(vec![problem(
                rule::KF_SEASON_TURNS,
                Message::new(msg::KF_PROBLEM_NOT_NOW).arg("player", name),
            )]),
            (Stage::Boats { order, done, taken }, Action::Boat(p, def, gets)) => {
                let (order, done) = (order.clone(), *done);
                if let Some(k) = taken.iter().position(|t| t == def) {
                    return Err(vec![self.boat_taken(def, order[k])]);
                }
                if order[done] != *p {
                    return Err(vec![problem(
                        self.boat_rule(),
                        Message::new(msg::KF_PROBLEM_BOAT_TURN)
                            .arg("player", name)
                            .arg("turn", self.position.players[order[done]].name.as_str()),
                    )]);
                }
                self.take_boat(order, done, *p, def, gets)
            }
            // Not a boat choice: whoever acts, the one choosing now is named once.
            (Stage::Boats { order, done, .. }, _) => Err(vec![problem(
                self.boat_rule(),
                Message::new(msg::KF_PROBLEM_BOAT_CHOOSE_NOW)
                    .arg("turn", self.position.players[order[*done]].name.as_str()),
            )]),
            (Stage::Placing, Action::Move(mv, _)) if matches!(mv.kind, MoveKind::Place(_)) => {
                self.place(mv)
            }
            (Stage::Placing, _) => Err(vec![problem(
                rule::KF_VILLAGE_EXPAND,
                Message::new(msg::KF_PROBLEM_PLACING_FIRST).arg("player", name),
            )]),
        }
    }

    /// Draws the bag or the pile cannot give: more workers of a colour than the bag holds,
    /// more skills of a type than the pile (green workers come from the supply).
    fn draw_problems(&self, gets: &Gets) -> Vec<Problem> {
        let short = |want: u32, left: u32, what: String| {
            (want > left).then(|| {
                problem(
                    rule::KF_USE_BENEFIT,
                    Message::new(msg::KF_PROBLEM_BAG_SHORT)
                        .arg("count", want)
                        .arg("left", left)
                        .key_arg("what", what),
                )
            })
        };
        let mut out = Vec::new();
        if let Some(w) = gets.workers {
            for c in [Colour::Blue, Colour::Red, Colour::Yellow] {
                let what = format!("kf-colour-{}", c.key());
                out.extend(short(w[c as usize], self.bag[c as usize], what));
            }
        }
        if let Some(s) = gets.skills {
            for k in Skill::ALL {
                let what = format!("kf-skill-{}", k.key());
                out.extend(short(s[k as usize], self.pile[k as usize], what));
            }
        }
        out
    }

    /// Keeps the bag and the pile in step with a legal move: drawn workers and skills leave
    /// them, discarded workers and returned skills go back.
    fn account_bag(&mut self, before: &Position, mv: &Move, gets: &Gets) {
        let MoveKind::Use(pl) = &mv.kind else { return };
        let t = before.tile(pl.tile);
        let Some(p) = production::production(t.def, t.face) else {
            return;
        };
        let me_before = &before.players[mv.player];
        let me_after = &self.position.players[mv.player];
        for o in &p.outputs {
            match o.product {
                Product::BagWorker => {
                    if let Some(w) = gets.workers {
                        take(&mut self.bag, w);
                    }
                }
                Product::Skill => {
                    if let Some(s) = gets.skills {
                        for i in 0..3 {
                            self.pile[i] = self.pile[i].saturating_sub(s[i]);
                        }
                    }
                }
                _ => {}
            }
        }
        match p.outlay {
            Some(Outlay::DiscardWorker | Outlay::WorkerToBag(_)) => {
                // The worker given is the one the screen lost beyond those placed: into the
                // bag, after the draw.
                let placed = from_screen(before, mv.player, pl);
                for c in 0..4 {
                    let drawn = gets.workers.map_or(0, |w| w[c]);
                    self.bag[c] += (me_before.workers[c] + drawn)
                        .saturating_sub(placed[c])
                        .saturating_sub(me_after.workers[c]);
                }
            }
            Some(Outlay::SkillAny | Outlay::SetAsideSkill | Outlay::Skill(_)) => {
                for s in 0..3 {
                    let drawn = gets.skills.map_or(0, |x| x[s]);
                    let returned = (me_before.skills[s] + drawn).saturating_sub(me_after.skills[s]);
                    self.pile[s] += returned;
                }
            }
            None => {}
        }
    }
}
