//! A Carcassonne position file's types turned into the engine's [`Setup`]: every name
//! resolved, every error collected, what the file leaves open kept open or refused as the
//! command needs.

use super::names::{err, find_player, named_twice, piece_kind, record_alternatives, rules};
use super::names::{locator, square, unknown_name, unknown_player};
use super::*;
use arbiter_engine::carcassonne::effect::{Owner, PieceAddress, Spot};
use arbiter_engine::carcassonne::position::laid as laid_def;
use arbiter_engine::carcassonne::setup::{FeatureValue, FigureSetup, HeldPiece};

/// Converts the file into a setup after the reader's own `errors`, collecting every input
/// error (tiles are inferred only when there is none).
pub(crate) fn convert(
    file: &PositionFile,
    errors: Vec<InputError>,
) -> Result<(Setup, SpanMap), Vec<InputError>> {
    convert_mode(file, errors, Reading::Exact)
}

/// [`convert`] for the start position of a game record, which is written exactly: a piece
/// with alternatives is refused as such.
pub(crate) fn convert_record_start(
    file: &PositionFile,
    errors: Vec<InputError>,
) -> Result<(Setup, SpanMap), Vec<InputError>> {
    convert_mode(file, errors, Reading::Record)
}

/// How a conversion treats what a file leaves open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reading {
    /// Refused: the command needs to know.
    Exact,
    /// Refused: a game record's start position is written exactly.
    Record,
    /// Kept open ([`SpanMap::open`]), for every reading to be judged.
    Open,
}

/// [`convert`], treating what the file leaves open as `reading` says. The file's parts are
/// judged in file order, every error collected.
pub(super) fn convert_mode(
    file: &PositionFile,
    mut errors: Vec<InputError>,
    reading: Reading,
) -> Result<(Setup, SpanMap), Vec<InputError>> {
    let mut spans = SpanMap {
        game: loc_of(&file.game),
        ..SpanMap::default()
    };
    if file.game.value.trim() != arbiter_ids::Game::Carcassonne.key() {
        errors.push(InputError::new(
            Message::new(msg::INPUT_UNKNOWN_GAME).arg("game", file.game.value.as_str()),
            loc_of(&file.game),
        ));
    }
    let rules = rules(file.rules.as_ref(), &mut errors);
    let players = players_of(file, &mut spans, &mut errors);
    let mut c = Conversion {
        setup: Setup::new(rules, players),
        spans,
        errors,
        reading,
    };
    c.read_score(file);
    c.unwritten(file);
    c.read_turn(file);
    c.read_player_state(file);
    let laid = c.tile_clues(file);
    let (settled, open_tiles) = c.settle(&laid);
    for (k, t) in laid.written.iter().enumerate() {
        if let Some(found) = settled[k] {
            c.lay_tile(t, k, &laid, found, open_tiles.get(&k));
        }
    }
    if file.tiles.value.is_empty() {
        c.errors.push(err(msg::INPUT_NO_TILES, loc_of(&file.tiles)));
    }
    c.read_figures(file);
    c.read_held(file);
    if c.errors.is_empty() {
        Ok((c.setup, c.spans))
    } else {
        Err(c.errors)
    }
}

/// The file's players, each colour and name once; a name that is another player's colour is
/// refused, since `owner`, `turn` and score keys name a player by colour or name.
fn players_of(
    file: &PositionFile,
    spans: &mut SpanMap,
    errors: &mut Vec<InputError>,
) -> Vec<Player> {
    let mut players = Vec::new();
    for p in &file.players.value {
        spans.players.push(loc_of(p));
        let Some(color) = player_color(&p.value.color, errors) else {
            continue;
        };
        // A player left unnamed is called by the colour's name in the output language.
        let name = match p.value.name.value.as_str() {
            "" => arbiter_i18n::colour_as_name(color.key()),
            written => written.to_string(),
        };
        if players.iter().any(|q: &Player| q.color == color) {
            errors.push(InputError::new(
                Message::new(msg::INPUT_DUPLICATE_COLOR).arg("color", color.key()),
                loc_of(&p.value.color),
            ));
        }
        if players.iter().any(|q: &Player| q.name == name) {
            errors.push(InputError::new(
                Message::new(msg::INPUT_DUPLICATE_NAME).arg("name", name.as_str()),
                loc_of(&p.value.name),
            ));
        }
        players.push(Player { name, color });
    }
    for p in file.players.value.iter() {
        let name = &p.value.name;
        let other = Color::parse(&name.value).and_then(|c| {
            players
                .iter()
                .find(|q| q.color == c && q.name != name.value)
        });
        if let Some(other) = other {
            errors.push(InputError::new(
                Message::new(msg::INPUT_NAME_IS_COLOUR)
                    .arg("name", name.value.as_str())
                    .arg("other", other.name.as_str()),
                loc_of(name),
            ));
        }
    }
    if file.players.value.is_empty() {
        errors.push(err(msg::INPUT_NO_PLAYERS, loc_of(&file.players)));
    }
    players
}

/// A player's colour, or an error naming the colours known.
fn player_color(color: &Spanned<String>, errors: &mut Vec<InputError>) -> Option<Color> {
    let found = Color::parse(&color.value);
    if found.is_none() {
        let keys: Vec<&str> = Color::ALL.iter().map(|c| c.key()).collect();
        let names = keys.iter().map(|k| format!("color-{k}")).collect();
        errors.push(unknown_name(
            msg::INPUT_UNKNOWN_COLOR,
            "color",
            color,
            &keys,
            Some(names),
        ));
    }
    found
}

/// A conversion under way: the setup built so far, where each part was written, the errors
/// met, and whether what the file leaves open is kept open.
struct Conversion {
    setup: Setup,
    spans: SpanMap,
    errors: Vec<InputError>,
    reading: Reading,
}

/// The tiles whose square and clue were read, in file order: square and clue, entry, and the
/// file's entry itself.
struct Laid<'f> {
    clues: Vec<(Pos, Clue)>,
    entries: Vec<Loc>,
    written: Vec<&'f Spanned<TileFile>>,
}

impl Conversion {
    /// The `score:` block: each player once, within [`SCORE_LIMIT`].
    fn read_score(&mut self, file: &PositionFile) {
        let Some(score) = &file.score else {
            return;
        };
        let errors = &mut self.errors;
        let mut named = vec![None; self.setup.players.len()];
        for (who, points) in score {
            match find_player(&self.setup.players, who) {
                Some(p) if named_twice(&mut named, p, who, loc_of(points), errors) => {}
                Some(_) if !(-SCORE_LIMIT..=SCORE_LIMIT).contains(&points.value) => {
                    errors.push(InputError::new(
                        Message::new(msg::INPUT_SCORE_RANGE)
                            .arg("value", points.value.to_string())
                            .arg("limit", SCORE_LIMIT.to_string()),
                        loc_of(points),
                    ))
                }
                Some(p) => self.setup.track[p.index()] = points.value,
                None => errors.push(unknown_player(who, &self.setup.players, loc_of(points))),
            }
        }
    }

    /// The players the score block and the expansions' per-player blocks leave out. A block
    /// written empty (`goods: {}`, `score: {}`) says "none" for every player: nobody is left
    /// out.
    fn unwritten(&mut self, file: &PositionFile) {
        let players = &self.setup.players;
        let named = |block: Option<Vec<&String>>| -> Vec<usize> {
            if block.as_ref().is_some_and(Vec::is_empty) {
                return Vec::new();
            }
            let named: Vec<PlayerId> = block
                .unwrap_or_default()
                .into_iter()
                .filter_map(|who| find_player(players, who))
                .collect();
            (0..players.len())
                .filter(|&i| !named.iter().any(|p| p.index() == i))
                .collect()
        };
        self.spans.track_unwritten = named(file.score.as_ref().map(|s| s.keys().collect()));
        for e in &self.setup.rules.expansions {
            for d in e.def().player_state {
                let block = file
                    .player_state
                    .iter()
                    .find(|(k, _)| *k == d.key)
                    .map(|(_, b)| b.keys().collect());
                let missing = named(block);
                if !missing.is_empty() {
                    self.spans.state_unwritten.push((d.key, missing));
                }
            }
        }
    }

    /// `turn:`: the player to move; `extra_turn:`, whether that player plays again (the
    /// contract's key for the setup's [`again`](Setup::again): a builder's extra turn).
    fn read_turn(&mut self, file: &PositionFile) {
        self.spans.turn_written = file.turn.is_some();
        self.setup.again = file.extra_turn.as_ref().is_some_and(|e| e.value);
        self.setup.partial = file.partial.as_ref().is_some_and(|p| p.value);
        if let Some(turn) = &file.turn {
            match find_player(&self.setup.players, &turn.value) {
                Some(p) => self.setup.turn = p,
                None => self.errors.push(unknown_player(
                    &turn.value,
                    &self.setup.players,
                    loc_of(turn),
                )),
            }
        }
    }

    /// The expansions' per-player blocks (`goods`): each player once.
    fn read_player_state(&mut self, file: &PositionFile) {
        for (key, by_player) in &file.player_state {
            let mut named = vec![None; self.setup.players.len()];
            for (who, row) in by_player {
                match find_player(&self.setup.players, who) {
                    Some(p) if named_twice(&mut named, p, who, loc_of(row), &mut self.errors) => {}
                    Some(p) => {
                        if let Some(slot) = self
                            .setup
                            .player_state
                            .rows_mut(key)
                            .and_then(|rows| rows.get_mut(p.index()))
                        {
                            slot.clone_from(&row.value);
                        }
                    }
                    None => self
                        .errors
                        .push(unknown_player(who, &self.setup.players, loc_of(row))),
                }
            }
        }
    }

    /// `figures:`: each piece standing off the features, at the tile, the piece or the corner
    /// it names (after the tiles, whose squares it names).
    fn read_figures(&mut self, file: &PositionFile) {
        // The squares the file writes a tile on, read or not: a figure on a tile whose entry
        // could not be read (an unknown id) is no error of its own.
        let written: Vec<Pos> = file
            .tiles
            .value
            .iter()
            .filter_map(|t| square(&t.value.at).ok())
            .collect();
        for f in &file.figures {
            self.spans.figures.push(loc_of(f));
            let kind = piece_kind(&f.value.kind)
                .map_err(|e| self.errors.push(e))
                .ok();
            let owner = match &f.value.owner {
                None => Some(Owner::Nobody),
                Some(who) => match find_player(&self.setup.players, &who.value) {
                    Some(p) => Some(Owner::Player(p)),
                    None => {
                        let e = unknown_player(&who.value, &self.setup.players, loc_of(who));
                        self.errors.push(e);
                        None
                    }
                },
            };
            let at = self.figure_spot(&f.value, loc_of(f), &written);
            if let (Some(kind), Some(owner), Some(at)) = (kind, owner, at) {
                self.setup.figures.push(FigureSetup { owner, kind, at });
            }
        }
    }

    /// Where a figure stands: `corner:`, or the tile at `at:` (beside a piece of `beside:`,
    /// on the feature `feature:` when that owner has several there).
    fn figure_spot(&mut self, f: &FigureFile, loc: Loc, written: &[Pos]) -> Option<Spot> {
        if let (Some(corner), None) = (&f.corner, &f.at) {
            return square(corner)
                .map_err(|e| self.errors.push(e))
                .ok()
                .map(Spot::Corner);
        }
        let (Some(at), None) = (&f.at, &f.corner) else {
            self.errors.push(err(msg::INPUT_FIGURE_PLACE, loc));
            return None;
        };
        let pos = square(at).map_err(|e| self.errors.push(e)).ok()?;
        let Some(tile) = self.setup.tiles.iter().position(|t| t.pos == pos) else {
            if written.contains(&pos) && !self.errors.is_empty() {
                return None;
            }
            self.errors.push(InputError::new(
                Message::new(msg::INPUT_FIGURE_NO_TILE).arg("square", pos.to_string()),
                loc_of(at),
            ));
            return None;
        };
        let Some(beside) = &f.beside else {
            return Some(Spot::Tile { tile });
        };
        let Some(owner) = find_player(&self.setup.players, &beside.value) else {
            let e = unknown_player(&beside.value, &self.setup.players, loc_of(beside));
            self.errors.push(e);
            return None;
        };
        let t = &self.setup.tiles[tile];
        let wanted = match &f.feature {
            Some(text) => Some(
                locator(text, t.def, t.rot)
                    .map_err(|e| self.errors.push(e))
                    .ok()?
                    .0,
            ),
            None => None,
        };
        let found: Vec<usize> = t
            .pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.owner == owner && wanted.is_none_or(|l| p.locator == l))
            .map(|(i, _)| i)
            .collect();
        // Pieces of one kind on one feature (a player's acrobats on an acrobat space) are
        // alike: the first is meant.
        let alike = found.iter().all(|&i| {
            let (p, q) = (&t.pieces[i], &t.pieces[found[0]]);
            p.locator == q.locator && p.kind == q.kind
        });
        match found.as_slice() {
            [piece, ..] if found.len() == 1 || alike => Some(Spot::Beside(PieceAddress::OnTile {
                tile,
                piece: *piece,
            })),
            _ => {
                self.errors.push(InputError::new(
                    Message::new(msg::INPUT_FIGURE_BESIDE)
                        .arg("owner", beside.value.as_str())
                        .arg("square", pos.to_string())
                        .arg("count", found.len()),
                    loc_of(beside),
                ));
                None
            }
        }
    }

    /// `held:`: each piece a player holds that another owns.
    fn read_held(&mut self, file: &PositionFile) {
        for h in &file.held {
            self.spans.held.push(loc_of(h));
            let who = |w: &Spanned<String>, errors: &mut Vec<InputError>| {
                find_player(&self.setup.players, &w.value).or_else(|| {
                    errors.push(unknown_player(&w.value, &self.setup.players, loc_of(w)));
                    None
                })
            };
            let holder = who(&h.value.holder, &mut self.errors);
            let owner = who(&h.value.owner, &mut self.errors);
            let kind = piece_kind(&h.value.kind)
                .map_err(|e| self.errors.push(e))
                .ok();
            if let (Some(holder), Some(owner), Some(kind)) = (holder, owner, kind) {
                self.setup.held.push(HeldPiece {
                    holder,
                    owner,
                    kind,
                });
            }
        }
    }

    /// First the tiles' squares and clues, each square once; ids and turns are settled all at
    /// once afterwards, then pieces.
    fn tile_clues<'f>(&mut self, file: &'f PositionFile) -> Laid<'f> {
        let n = file.tiles.value.len();
        let mut squares: HashMap<Pos, Loc> = HashMap::with_capacity(n);
        let mut laid = Laid {
            clues: Vec::with_capacity(n),
            entries: Vec::with_capacity(n),
            written: Vec::with_capacity(n),
        };
        self.spans.tiles.reserve(n);
        self.spans.pieces.reserve(n);
        self.setup.tiles.reserve(n);
        for t in &file.tiles.value {
            let tloc = loc_of(t);
            self.spans.tiles.push(tloc);
            self.spans
                .pieces
                .push(t.value.pieces.iter().map(loc_of).collect());
            let found = clue(&t.value, tloc);
            let pos = square(&t.value.at);
            let (found, pos) = match (found, pos) {
                (Ok(c), Ok(p)) => (c, p),
                (c, p) => {
                    self.errors.extend(c.err().into_iter().flatten());
                    self.errors.extend(p.err());
                    continue;
                }
            };
            if let Some(first) = squares.get(&pos) {
                self.errors.push(
                    InputError::new(
                        Message::new(msg::INPUT_DUPLICATE_SQUARE)
                            .arg("square", pos.to_string())
                            .arg("line", first.line),
                        loc_of(&t.value.at),
                    )
                    .with_rule(rule::BASE_TILE_ONE_PER_SQUARE),
                );
                continue;
            }
            squares.insert(pos, loc_of(&t.value.at));
            if let Some(inferred) = found.1 {
                self.spans.inferred.push((laid.clues.len(), inferred));
            }
            laid.clues.push((pos, found.0));
            laid.entries.push(tloc);
            laid.written.push(t);
        }
        laid
    }

    /// Each tile's id and turn, and the tiles left open by their index. With other errors,
    /// inferred tiles are not solved, but every written-out tile's pieces are still checked,
    /// so that one run reports every problem.
    fn settle(&mut self, laid: &Laid) -> (Vec<Settled>, HashMap<usize, Unsettled>) {
        if !self.errors.is_empty() {
            let known = laid.clues.iter().map(|(_, c)| c.known()).collect();
            return (known, HashMap::new());
        }
        match settle_open(
            &self.setup.rules,
            &laid.clues,
            &laid.entries,
            self.reading == Reading::Open,
        ) {
            Ok((s, left)) => (
                s.into_iter().map(Some).collect(),
                left.into_iter().map(|u| (u.tile, u)).collect(),
            ),
            Err(e) => {
                self.errors.extend(e);
                (vec![None; laid.clues.len()], HashMap::new())
            }
        }
    }

    /// Lays the `k`th tile read, settled as `(def, rot)` (or left open as `unsettled`), with
    /// its pieces.
    fn lay_tile(
        &mut self,
        t: &Spanned<TileFile>,
        k: usize,
        laid: &Laid,
        (def, rot): (TileDefId, Rotation),
        unsettled: Option<&Unsettled>,
    ) {
        // The pictures the tile may show: its own, or those left open.
        let pictures: Vec<(TileDefId, Rotation)> = match unsettled {
            Some(u) => u.left.clone(),
            None => vec![(def, rot)],
        };
        if let Some(u) = unsettled {
            self.spans.open.push(OpenSpan {
                choice: Choice::Tile {
                    tile: self.setup.tiles.len(),
                    options: u.left.clone(),
                },
                loc: laid.entries[k],
                unsettled: Some(u.clone()),
                id_written: matches!(laid.clues[k].1, Clue::Auto(_) | Clue::SeenAs(..)),
            });
        }
        let state = TileState(t.value.state.iter().map(|(k, v)| (*k, v.value)).collect());
        // Pieces and per-feature state name the parts of the tile as it lies on the board:
        // with those its state adds (a bridge's road).
        let lies = laid_def(
            &self.setup,
            &TileSetup {
                def,
                pos: laid.clues[k].0,
                rot,
                pieces: Vec::new(),
                state: state.clone(),
                features: FeatureState::default(),
            },
        );
        let mut pieces = Vec::new();
        for p in &t.value.pieces {
            let at = (laid.clues[k].0, pieces.len());
            if let Some(piece) = self.piece(p, &pictures, (lies, rot), at) {
                pieces.push(piece);
            }
        }
        let features = self.feature_state(&t.value.features, &pictures, (lies, rot));
        self.setup.tiles.push(TileSetup {
            def,
            pos: laid.clues[k].0,
            rot,
            pieces,
            state,
            features,
        });
    }

    /// The per-feature state of the tile being laid, which may show any of `pictures` (its
    /// own is `(def, rot)`): each part's locator names a feature of some picture the tile may
    /// show (as a piece's does), and each part is written once.
    fn feature_state(
        &mut self,
        written: &[FeatureStateFile],
        pictures: &[(TileDefId, Rotation)],
        (def, rot): (TileDefId, Rotation),
    ) -> FeatureState {
        let mut out = FeatureState::default();
        let mut parts: Vec<(Locator, Option<usize>, &Spanned<String>)> = Vec::new();
        for part in written {
            let text = &part.locator;
            let found = pictures
                .iter()
                .map(|&(d, r)| locator(text, d, r))
                .find(|r| r.is_ok())
                .unwrap_or_else(|| locator(text, def, rot));
            let l = match found {
                Ok((l, _)) => l,
                Err(mut e) => {
                    // Not the pieces' rule: the locator names no part to keep state on.
                    e.rule = None;
                    self.errors.push(e);
                    continue;
                }
            };
            // On an open tile the part may name no feature of the first picture: the
            // readings where it does are the ones judged.
            let resolved = l.resolve(Catalogue::get().tile(def), rot);
            let same = |&&(p, f, _): &&(Locator, Option<usize>, &Spanned<String>)| {
                p == l || (f.is_some() && f == resolved)
            };
            if let Some((_, _, first)) = parts.iter().find(same) {
                self.errors.push(InputError::new(
                    Message::new(msg::INPUT_FEATURE_TWICE)
                        .arg("locator", text.value.as_str())
                        .arg("first", first.value.as_str())
                        .arg("line", loc_of(*first).line),
                    loc_of(text),
                ));
                continue;
            }
            parts.push((l, resolved, text));
            out.0
                .extend(part.state.iter().map(|(key, value)| FeatureValue {
                    locator: l,
                    feature: resolved.unwrap_or(0),
                    key,
                    value: value.value,
                }));
        }
        out
    }

    /// The `index`th piece of the tile being laid at `square`, which may show any of
    /// `pictures` (its own is `(def, rot)`); none when the piece is wrong.
    fn piece(
        &mut self,
        p: &Spanned<PieceFile>,
        pictures: &[(TileDefId, Rotation)],
        (def, rot): (TileDefId, Rotation),
        (square, index): (Pos, usize),
    ) -> Option<PieceSetup> {
        let owner = find_player(&self.setup.players, &p.value.owner.value);
        if owner.is_none() {
            self.errors.push(unknown_player(
                &p.value.owner.value,
                &self.setup.players,
                loc_of(&p.value.owner),
            ));
        }
        let kind = piece_kind(&p.value.kind)
            .map_err(|e| self.errors.push(e))
            .ok();
        if self.reading != Reading::Open && !p.value.alternatives.is_empty() {
            let e = match self.reading {
                Reading::Record => record_alternatives(p, kind, square),
                _ => err(msg::INPUT_PIECE_ALTERNATIVES, loc_of(&p.value.feature)),
            };
            self.errors.push(e);
            return None;
        }
        // Each alternative must name a feature of some picture the tile may show.
        let mut options: Vec<Locator> = Vec::new();
        for text in std::iter::once(&p.value.feature).chain(&p.value.alternatives) {
            let found = pictures
                .iter()
                .map(|&(d, r)| locator(text, d, r))
                .find(|r| r.is_ok())
                .unwrap_or_else(|| locator(text, def, rot));
            match found {
                Ok((l, _)) if options.contains(&l) => {}
                Ok((l, _)) => options.push(l),
                Err(e) => self.errors.push(e),
            }
        }
        let (owner, kind, &locator) = (owner?, kind?, options.first()?);
        if options.len() > 1 {
            self.spans.open.push(OpenSpan {
                choice: Choice::Piece {
                    tile: self.setup.tiles.len(),
                    piece: index,
                    options: options.clone(),
                },
                loc: loc_of(p),
                unsettled: None,
                id_written: false,
            });
        }
        Some(PieceSetup {
            owner,
            kind,
            locator,
            // A piece on an open tile may name no feature of its first picture: the readings
            // where it does are the ones judged.
            feature: locator
                .resolve(Catalogue::get().tile(def), rot)
                .unwrap_or(0),
        })
    }
}

/// A tile's id and turn, once settled.
type Settled = Option<(TileDefId, Rotation)>;
