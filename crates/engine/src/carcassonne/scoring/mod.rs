//! Scoring: one file per rule family, and the end-game scoring of a whole position.

pub mod cities;
pub mod fields;
pub mod majority;
pub mod monasteries;
pub mod roads;

use super::board::{Board, GroupId};
use super::catalogue::{FeatureKind, FeatureMark};
use super::pieces::PlayerId;
use super::position::{PieceIndex, Position};
use super::variants::{FarmerRule, Rules};
use arbiter_ids::rule;

/// What a score line is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoredKind {
    /// A feature: a road, a city, a monastery ... or a field (or, under first-edition farmer
    /// rules, a city's farmers).
    Feature(FeatureKind),
    /// The most of one counter the players hold, a counter an expansion declares
    /// ([`PlayerStateDef`](crate::carcassonne::tables::PlayerStateDef)): Traders & Builders'
    /// trade goods.
    Held {
        /// The player state's key (`goods`).
        state: &'static str,
        /// The counter's key (`wine`).
        counter: &'static str,
    },
}

#[allow(non_upper_case_globals)]
impl ScoredKind {
    /// A road.
    pub const Road: ScoredKind = ScoredKind::Feature(FeatureKind::Road);
    /// A city.
    pub const City: ScoredKind = ScoredKind::Feature(FeatureKind::City);
    /// A monastery.
    pub const Monastery: ScoredKind = ScoredKind::Feature(FeatureKind::Monastery);
    /// A field (or, under first-edition farmer rules, a city's farmers).
    pub const Field: ScoredKind = ScoredKind::Feature(FeatureKind::Field);

    /// The key used in outputs and message ids.
    pub fn key(self) -> &'static str {
        match self {
            ScoredKind::Feature(k) => k.key(),
            ScoredKind::Held { counter, .. } => counter,
        }
    }
}

/// Points awarded to one player by a score line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Award {
    /// Who scores.
    pub player: PlayerId,
    /// How much.
    pub points: i64,
    /// Whether a piece's field bonus ([`FieldBonus`](crate::carcassonne::tables::FieldBonus),
    /// the pig's) raised the field's value for this player.
    pub bonus: bool,
}

/// One scored feature (or trade good), with the rules it applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreLine {
    /// What was scored.
    pub kind: ScoredKind,
    /// The board group, if any.
    pub group: Option<GroupId>,
    /// Whether the feature is complete.
    pub complete: bool,
    /// Tiles its score counts: those it covers, and for a feature complete when surrounded
    /// (a monastery, a garden) its neighbours too.
    pub tiles: u32,
    /// Feature parts it joins (more than its tiles when it enters a tile more than once).
    pub parts: usize,
    /// Pennants in it (cities).
    pub pennants: u32,
    /// Completed cities touched (fields).
    pub cities: u32,
    /// The marks its feature shows that score lines list (an inn, a cathedral: each
    /// [`FeatureMarkDef::on_score_line`](crate::carcassonne::tables::FeatureMarkDef)), in the
    /// order of the marks' table.
    pub marks: Vec<FeatureMark>,
    /// Strength of every player with a counting piece on it (or goods held), in player order.
    pub strengths: Vec<(PlayerId, u32)>,
    /// Who scores what; tied owners all appear.
    pub awards: Vec<Award>,
    /// Rules and rulings applied, most specific first.
    pub rules: Vec<&'static str>,
}

impl ScoreLine {
    /// A line of points `player` gets on `group` beside what the feature itself scores (the
    /// fairy's 3, the ringmaster's bonus): no strength, one award, under `rule`.
    pub fn bonus_on(
        board: &Board,
        group: GroupId,
        player: PlayerId,
        points: i64,
        rule: &'static str,
    ) -> ScoreLine {
        let g = board.group(group);
        ScoreLine::new(
            ScoredKind::Feature(g.kind),
            Some(group),
            g.is_complete(),
            board,
            Vec::new(),
            vec![Award {
                player,
                points,
                bonus: false,
            }],
            vec![rule],
        )
    }

    /// A line for a board group.
    pub fn new(
        kind: ScoredKind,
        group: Option<GroupId>,
        complete: bool,
        board: &Board,
        strengths: Vec<(PlayerId, u32)>,
        awards: Vec<Award>,
        rules: Vec<&'static str>,
    ) -> ScoreLine {
        let g = group.map(|g| board.group(g));
        ScoreLine {
            kind,
            group,
            complete,
            tiles: g.map_or(0, |g| g.counted_tiles()),
            parts: g.map_or(0, |g| g.parts.len()),
            pennants: g.map_or(0, |g| g.pennants),
            cities: 0,
            marks: g.map_or_else(Vec::new, |g| {
                FeatureMark::ALL
                    .into_iter()
                    .filter(|m| m.def().on_score_line && g.count(*m) > 0)
                    .collect()
            }),
            strengths,
            awards,
            rules,
        }
    }

    /// Sets the number of completed cities (fields).
    pub(crate) fn with_cities(mut self, cities: u32) -> ScoreLine {
        self.cities = cities;
        self
    }
}

/// What a feature that scores on its own is worth as it stands, complete or not, and the
/// rules that say so: its kind's value (or the `revalue` of an expansion in play), plus what the
/// expansions in play add (`add_value`: vineyards); `None` for kinds that do not score so.
pub(crate) fn feature_value(
    board: &Board,
    rules: &Rules,
    group: GroupId,
) -> Option<(i64, Vec<&'static str>)> {
    let g = board.group(group);
    let value = g.kind.def().value?;
    let complete = g.is_complete();
    // Only an expansion in play revalues: an inn printed on a Bridges, Castles & Bazaars tile
    // doubles its road only with Inns & Cathedrals (JCloisterZone's `road[inn]` modifier asks
    // for the game element `inn`).
    let (mut points, mut applied) = super::variants::Expansion::all()
        .filter(|&e| rules.has(e))
        .find_map(|e| e.def().revalue.and_then(|revalue| revalue(g, complete)))
        .unwrap_or_else(|| value(g, complete, rules));
    for e in super::variants::Expansion::all().filter(|&e| rules.has(e)) {
        if let Some((more, rule)) = e.def().add_value.and_then(|hook| hook(board, group)) {
            points += more;
            applied.push(rule);
        }
    }
    Some((points, applied))
}

/// Scores a feature that scores on its own (a road, city, monastery ...: its kind's
/// [`value`](crate::carcassonne::tables::FeatureKindDef::value)) as it stands, complete or
/// not, for the players who own it; `None` for other kinds (rivers, fields).
pub(crate) fn score_feature(
    board: &Board,
    index: &PieceIndex,
    rules: &Rules,
    group: GroupId,
    extra_rules: &[&'static str],
) -> Option<ScoreLine> {
    let g = board.group(group);
    let complete = g.is_complete();
    let (mut points, mut applied) = feature_value(board, rules, group)?;
    for p in index.on(group) {
        match p.kind.def().scoring_rule {
            Some((kind, rule)) if kind == g.kind && !applied.contains(&rule) => applied.push(rule),
            _ => {}
        }
    }
    applied.extend_from_slice(extra_rules);
    let strengths = majority::strengths(board, index, group);
    applied.extend(majority::rules(index, group));
    let (mut owners, tie_rule) = majority::owners(board, index, rules, &[group], &strengths);
    applied.extend(tie_rule);
    if owners.is_empty() {
        // Followers stand there but none has any strength (a piece whose strength is the
        // city's pennants, in a city without any): the feature scores 0 for each of their
        // owners, as JCloisterZone's empty score does.
        for p in index.on(group).filter(|p| p.kind.occupies()) {
            if !owners.contains(&p.owner) {
                owners.push(p.owner);
            }
        }
        owners.sort();
        points = 0;
    }
    let awards = owners
        .into_iter()
        .map(|player| Award {
            player,
            points,
            bonus: false,
        })
        .collect();
    Some(ScoreLine::new(
        ScoredKind::Feature(g.kind),
        Some(group),
        complete,
        board,
        strengths,
        awards,
        applied,
    ))
}

/// The end-game scoring of a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalScoring {
    /// Every scored feature, field and good.
    pub lines: Vec<ScoreLine>,
    /// End-game points per player.
    pub final_points: Vec<i64>,
    /// Each player's points on the score track before the end-game scoring (the position's).
    pub track: Vec<i64>,
    /// Features skipped because they are complete yet still hold pieces (scored during play).
    pub skipped_completed: Vec<GroupId>,
    /// Scorings left to chance because the position does not say how they fell (the animal
    /// token of the last circus): not in `lines` nor `final_points`.
    pub open: Vec<super::tables::OpenEnd>,
}

/// Scores a position at the end of the game: every incomplete feature that scores on its own
/// (road, city, monastery ...) with pieces, every field with farmers, and the trade goods.
pub fn end_game(position: &Position) -> FinalScoring {
    let board = position.board();
    let index = position.pieces();
    let rules = &position.setup().rules;
    let mut lines = Vec::new();
    let mut skipped = Vec::new();
    for (gi, g) in board.groups.iter().enumerate() {
        let group = GroupId(gi);
        if g.kind.def().value.is_none() || !index.occupied(group) {
            continue;
        }
        if g.is_complete() {
            if !super::legality::pieces::keeps_pieces(position.setup(), board, group, None) {
                skipped.push(group);
            }
            continue;
        }
        if let Some(line) = score_feature(board, index, rules, group, &[rule::BASE_SCORING_END]) {
            lines.push(line);
        }
    }
    match rules.farmers {
        FarmerRule::ThirdEdition => {
            lines.extend(fields::third_edition(position.setup(), board, index, rules))
        }
        FarmerRule::FirstEdition => lines.extend(fields::first_edition(board, index, rules)),
        FarmerRule::None | FarmerRule::NotPlaced => {}
    }
    let mut open = Vec::new();
    for e in super::variants::Expansion::all() {
        if let Some(score) = e.def().end_game {
            lines.extend(score(position));
        }
        if let Some(hook) = e.def().end_game_open {
            open.extend(hook(position));
        }
    }
    let mut final_points = vec![0; position.setup().players.len()];
    for line in &lines {
        for a in &line.awards {
            if let Some(slot) = final_points.get_mut(a.player.index()) {
                *slot += a.points;
            }
        }
    }
    let players = position.setup().players.len();
    let mut track = position.setup().track.clone();
    track.resize(players, 0);
    FinalScoring {
        lines,
        final_points,
        track,
        skipped_completed: skipped,
        open,
    }
}

impl FinalScoring {
    /// Each player's total: the score track before the end plus the end-game points, in turn
    /// order.
    ///
    /// ```
    /// use arbiter_engine::carcassonne::{position::Position, scoring::end_game, setup::Setup};
    /// use arbiter_engine::carcassonne::pieces::{Color, Player};
    /// use arbiter_engine::carcassonne::variants::Rules;
    ///
    /// let mut setup = Setup::new(Rules::default(), vec![
    ///     Player { name: "Alice".into(), color: Color::Red },
    ///     Player { name: "Bob".into(), color: Color::Blue },
    /// ]);
    /// setup.track = vec![12, 30];
    /// let scoring = end_game(&Position::validate(setup));
    /// assert_eq!(scoring.totals(), vec![12, 30]);
    /// ```
    pub fn totals(&self) -> Vec<crate::Points> {
        self.track
            .iter()
            .zip(&self.final_points)
            .map(|(t, f)| t + f)
            .collect()
    }
}

#[cfg(test)]
pub(crate) mod test_support {
    use crate::carcassonne::board::{Group, Part};
    use crate::carcassonne::catalogue::FeatureKind;

    /// A group of `kind` over `tiles` distinct tiles and `parts` parts.
    pub fn group(kind: FeatureKind, tiles: usize, parts: usize) -> Group {
        let mut g = Group::new(kind);
        g.parts = (0..parts)
            .map(|i| Part {
                tile: i % tiles.max(1),
                feature: i,
            })
            .collect();
        g.tiles = (0..tiles).collect();
        g
    }
}
