//! `arbiter rulings show|list|search` and `arbiter glossary`.

use arbiter_ids::msg;
use arbiter_rulings::Bilingual;
use arbiter_rulings::Term;
use arbiter_rulings::{Category, Database, Entry, Filter, Game};
use serde::Serialize;

use super::args::{Format, RulingsAction};
use super::diagnostics::print_plain_error;
use super::explain::languages;
use super::output::BothOut;
use super::position::table;
use super::{Ctx, Outcome};

/// Where an FAQ entry stands in the FAQ, as data.
#[derive(Debug, Serialize)]
pub struct FaqPlaceOut<'a> {
    /// The page, as headed in the FAQ.
    pub page: &'a str,
    /// The block inside the page.
    pub block: &'a str,
    /// A sub-heading inside the block (null when none).
    pub section: Option<&'a str>,
    /// The line of the source file.
    pub line: u32,
    /// Whether this copy of the FAQ lost the block's heading.
    pub heading_lost: bool,
}

/// An entry as data, following the output contract (`title` and `text` in both languages).
#[derive(Debug, Serialize)]
pub struct EntryOut<'a> {
    /// Stable id.
    pub id: &'a str,
    /// The source document.
    pub source: &'a str,
    /// The FAQ date tag, `YYYY-MM` (null when none).
    pub date: Option<String>,
    /// Short title.
    pub title: BothOut<'a>,
    /// The rule itself.
    pub text: BothOut<'a>,
    /// The game's key.
    pub game: &'static str,
    /// Expansion keys.
    pub expansions: &'a [String],
    /// Piece keys.
    pub pieces: &'a [String],
    /// The category's key.
    pub category: &'static str,
    /// Ids of related entries.
    pub related: &'a [String],
    /// The id under which the engine enforces it (null when none).
    pub enforced_by: Option<&'a str>,
    /// The conditions under which it backs the rule it names.
    pub cited_when: &'a [String],
    /// Where it stands in the FAQ (null when not an FAQ entry).
    pub faq_place: Option<FaqPlaceOut<'a>>,
    /// False for notes.
    pub ruling: bool,
    /// Whether the Dutch is arbiter's translation.
    pub nl_by_arbiter: bool,
    /// What arbiter did to the source text (null when nothing).
    pub note: Option<BothOut<'a>>,
    /// The context it was given in (null when it holds everywhere).
    pub context: Option<BothOut<'a>>,
}

/// Both languages of a text.
fn both(text: &Bilingual) -> BothOut<'_> {
    BothOut {
        en: &text.en,
        nl: &text.nl,
    }
}

impl<'a> EntryOut<'a> {
    /// The entry `e` as data.
    pub fn of(e: &'a Entry) -> EntryOut<'a> {
        EntryOut {
            id: &e.id,
            source: &e.source,
            date: e.date.map(|d| d.to_string()),
            title: both(&e.title),
            text: both(&e.text),
            game: e.game.key(),
            expansions: &e.expansions,
            pieces: &e.pieces,
            category: e.category.as_str(),
            related: &e.related,
            enforced_by: e.enforced_by.as_deref(),
            cited_when: &e.cited_when,
            faq_place: e.faq_place.as_ref().map(|p| FaqPlaceOut {
                page: &p.page,
                block: &p.block,
                section: p.section.as_deref(),
                line: p.line,
                heading_lost: p.heading_lost,
            }),
            ruling: e.ruling,
            nl_by_arbiter: e.nl_by_arbiter,
            note: e.note.as_ref().map(both),
            context: e.context.as_ref().map(both),
        }
    }
}

/// A search answer: the entry, how well it scored and the words it matched.
#[derive(Debug, Serialize)]
struct HitOut<'a> {
    /// The entry's keys.
    #[serde(flatten)]
    entry: EntryOut<'a>,
    /// Between 0 and 1 (2 for the entry whose id the question is).
    score: f32,
    /// The words that matched.
    matched: &'a [String],
    /// The title, the ruling and the source in the answer's language, with the command that
    /// shows the rest.
    answer: AnswerOut<'a>,
}

/// A glossary term as data.
#[derive(Debug, Serialize)]
struct TermOut<'a> {
    /// Lower-case key.
    key: &'a str,
    /// What the term names.
    kind: &'static str,
    /// English names.
    en: &'a [String],
    /// Seizer's English names.
    seizer: &'a [String],
    /// Dutch names.
    nl: &'a [String],
    /// An explanation (null when none).
    note: Option<BothOut<'a>>,
}

impl<'a> TermOut<'a> {
    fn of(t: &'a Term) -> TermOut<'a> {
        TermOut {
            key: &t.key,
            kind: t.kind.as_str(),
            en: &t.en,
            seizer: &t.seizer,
            nl: &t.nl,
            note: t.note.as_ref().map(both),
        }
    }
}

/// A glossary key (`big-follower`, `inns-and-cathedrals`) by its name in the output language.
fn term_name(ctx: &Ctx, key: &str, kind: arbiter_rulings::TermKind) -> String {
    // arbiter's own word first (the Dutch FAQ's terms), then the glossary's first name.
    let own = match kind {
        arbiter_rulings::TermKind::Expansion => format!("expansion-{key}"),
        _ => format!("piece-{key}"),
    };
    if ctx.loc.has(&own) {
        return ctx.t(&own);
    }
    let db = Database::embedded();
    let term = db
        .glossary()
        .get_kind(key, kind)
        .or_else(|| db.glossary().get(key));
    let name = term.and_then(|t| match ctx.loc.lang() {
        arbiter_rulings::lang::Lang::Nl => t.nl.first(),
        _ => t.en.first(),
    });
    name.cloned().unwrap_or_else(|| key.to_string())
}

fn print_entry(ctx: &Ctx, e: &Entry) {
    for lang in languages(ctx) {
        outln!("{} — {}", e.id, e.title.get(lang));
        outln!();
        outln!("{}", e.text.get(lang));
        outln!();
    }
    let none = ctx.t(msg::NONE);
    let field = |key: &str, value: String| {
        outln!(
            "  {}: {}",
            ctx.t(key),
            if value.is_empty() {
                none.clone()
            } else {
                value
            }
        )
    };
    field(msg::RULING_SOURCE, source_text(&ctx.loc, &e.source));
    field(
        msg::RULING_DATE,
        e.date.map(|d| d.to_string()).unwrap_or_default(),
    );
    field(
        msg::RULING_CATEGORY,
        ctx.t(&format!("category-{}", e.category.as_str())),
    );
    let names = |keys: &[String], kind| {
        keys.iter()
            .map(|k| term_name(ctx, k, kind))
            .collect::<Vec<_>>()
            .join(", ")
    };
    field(
        msg::RULING_EXPANSIONS,
        names(&e.expansions, arbiter_rulings::TermKind::Expansion),
    );
    field(
        msg::RULING_PIECES,
        names(&e.pieces, arbiter_rulings::TermKind::Piece),
    );
    field(msg::RULING_RELATED, e.related.join(", "));
    field(
        msg::RULING_ENFORCED_BY,
        e.enforced_by.clone().unwrap_or_default(),
    );
    field(msg::RULING_PAGE, super::export::anchor_path(&e.id));
    if !e.cited_when.is_empty() {
        let conditions: Vec<String> = e
            .cited_when
            .iter()
            .map(|c| ctx.t(&format!("condition-{c}")))
            .collect();
        field(msg::RULING_CITED_WHEN, conditions.join("; "));
    }
    if let Some(place) = faq_place_text(&ctx.loc, e) {
        field(msg::RULING_FAQ_PLACE, place);
    }
    if !e.ruling {
        outln!("  {}", ctx.t(msg::RULING_NOT_A_RULING));
    }
    if e.nl_by_arbiter {
        outln!("  {}", ctx.t(msg::RULING_NL_BY_ARBITER));
    }
    for lang in languages(ctx) {
        if let Some(c) = &e.context {
            outln!("  {}: {}", ctx.t(msg::RULING_CONTEXT), c.get(lang));
        }
        if let Some(n) = &e.note {
            outln!("  {}: {}", ctx.t(msg::RULING_NOTE), n.get(lang));
        }
    }
}

/// A source document as `rulings show` prints it: its name in `loc`'s language with the file
/// name it is cited by (`source-doc-<file>` in locales/*/sources.ftl, `.` as `-`).
pub fn source_text(loc: &arbiter_i18n::Localizer, source: &str) -> String {
    let key = format!("source-doc-{}", source.replace('.', "-"));
    if !loc.has(&key) {
        return source.to_string();
    }
    loc.text_with(
        msg::RULING_SOURCE_NAMED,
        &[("name", loc.text(&key).into()), ("file", source.into())],
    )
}

/// Where an FAQ entry stands in the FAQ (page, block, sub-heading, source line), in `loc`'s
/// language; `None` for entries from other sources.
pub fn faq_place_text(loc: &arbiter_i18n::Localizer, e: &Entry) -> Option<String> {
    let p = e.faq_place.as_ref()?;
    let mut place = p.page.clone();
    if p.block != p.page {
        place.push_str(&format!(" › {}", p.block));
    }
    if let Some(section) = &p.section {
        place.push_str(&format!(" › {section}"));
    }
    Some(loc.text_with(
        msg::RULING_FAQ_PLACE_VALUE,
        &[
            ("place", place.into()),
            ("line", p.line.into()),
            ("lost", if p.heading_lost { "yes" } else { "no" }.into()),
        ],
    ))
}

/// The glossary term's name in the user's language, with its key: `Burchten & Bruggen
/// (castles-and-bridges)`.
fn term_label(ctx: &Ctx, t: &Term) -> String {
    let names = match ctx.loc.lang() {
        arbiter_rulings::lang::Lang::Nl => &t.nl,
        arbiter_rulings::lang::Lang::En => &t.en,
    };
    match names.first() {
        Some(name) => format!("{name} ({})", t.key),
        None => t.key.clone(),
    }
}

/// An unknown `--expansion` or `--piece` value: a localised error naming the nearest terms.
fn unknown_term(ctx: &Ctx, message: &str, value: &str, near: &[&Term]) -> Outcome {
    let suggestions: Vec<String> = near.iter().map(|t| term_label(ctx, t)).collect();
    print_plain_error(
        ctx,
        &ctx.loc.text_with(
            message,
            &[
                ("value", value.into()),
                ("suggestions", suggestions.join(", ").into()),
            ],
        ),
    );
    Outcome::BadInput
}

/// Reads a `--category` value: its YAML spelling or its name in English or Dutch.
fn parse_category(ctx: &Ctx, value: &str) -> Result<Category, Outcome> {
    if let Some(c) = Category::from_name(value) {
        return Ok(c);
    }
    let q = arbiter_rulings::fold(value);
    let mut near: Vec<(usize, Category)> = Vec::new();
    for c in Category::ALL {
        let key = format!("category-{}", c.as_str());
        let mut names = vec![c.as_str().to_string()];
        for lang in arbiter_rulings::lang::Lang::ALL {
            names.push(arbiter_i18n::Localizer::new(lang).text(&key));
        }
        for name in names {
            let n = arbiter_rulings::fold(&name);
            if n == q {
                return Ok(c);
            }
            near.push((strsim::levenshtein(&n, &q), c));
        }
    }
    near.sort();
    let suggestion = near.first().map(|(_, c)| c.as_str()).unwrap_or_default();
    print_plain_error(
        ctx,
        &ctx.loc.text_with(
            msg::RULINGS_UNKNOWN_CATEGORY_NEAR,
            &[
                ("category", value.into()),
                ("suggestion", suggestion.into()),
            ],
        ),
    );
    Err(Outcome::BadInput)
}

/// Reads a `--game` value.
fn parse_game(ctx: &Ctx, value: &str) -> Result<Game, Outcome> {
    Game::from_key(value).ok_or_else(|| {
        print_plain_error(
            ctx,
            &ctx.loc
                .text_with(msg::RULINGS_UNKNOWN_GAME, &[("game", value.into())]),
        );
        Outcome::BadInput
    })
}

fn list_table(ctx: &Ctx, entries: &[&Entry]) {
    let lang = ctx.loc.lang();
    let mut t = table(
        ctx,
        &[
            msg::COL_ID,
            msg::COL_DATE,
            msg::COL_CATEGORY,
            msg::COL_TITLE,
        ],
    );
    for e in entries {
        t.add_row(vec![
            e.id.clone(),
            e.date.map(|d| d.to_string()).unwrap_or_default(),
            ctx.t(&format!("category-{}", e.category.as_str())),
            e.title.get(lang).to_string(),
        ]);
    }
    outln!("{t}");
    outln!(
        "{}",
        ctx.loc
            .text_with(msg::RULINGS_COUNT, &[("count", entries.len().into())])
    );
}

/// `arbiter rulings ...`.
pub fn run(ctx: &Ctx, action: &RulingsAction) -> Outcome {
    let db = Database::embedded();
    match action {
        RulingsAction::Show { id } => match db.get(id) {
            Some(e) => {
                if ctx.format == Format::Table {
                    print_entry(ctx, e);
                } else {
                    super::print_data(ctx, &EntryOut::of(e));
                }
                Outcome::Done
            }
            None => {
                let mut near: Vec<(usize, &str)> = db
                    .entries()
                    .iter()
                    .map(|e| (strsim::levenshtein(&e.id, id), e.id.as_str()))
                    .collect();
                near.sort();
                let near: Vec<&str> = near.into_iter().take(3).map(|(_, id)| id).collect();
                print_plain_error(
                    ctx,
                    &ctx.loc.text_with(
                        msg::RULINGS_UNKNOWN_ID,
                        &[
                            ("id", id.as_str().into()),
                            ("suggestions", near.join(", ").into()),
                        ],
                    ),
                );
                Outcome::BadInput
            }
        },
        RulingsAction::List {
            expansion,
            piece,
            category,
            game,
        } => {
            let category = match category.as_deref().map(|c| parse_category(ctx, c)) {
                None => None,
                Some(Ok(c)) => Some(c),
                Some(Err(o)) => return o,
            };
            let game = match game.as_deref().map(|g| parse_game(ctx, g)) {
                None => None,
                Some(Ok(g)) => Some(g),
                Some(Err(o)) => return o,
            };
            let expansion = match expansion.as_deref().map(|x| (x, db.resolve_expansion(x))) {
                None => None,
                Some((_, Ok(key))) => Some(key),
                Some((x, Err(near))) => {
                    return unknown_term(ctx, msg::RULINGS_UNKNOWN_EXPANSION, x, &near)
                }
            };
            let piece = match piece.as_deref().map(|p| (p, db.resolve_piece(p))) {
                None => None,
                Some((_, Ok(key))) => Some(key),
                Some((p, Err(near))) => {
                    return unknown_term(ctx, msg::RULINGS_UNKNOWN_PIECE, p, &near)
                }
            };
            let filter = Filter {
                expansion,
                piece,
                category,
                game,
            };
            let entries = db.filter(&filter);
            if ctx.format == Format::Table {
                list_table(ctx, &entries);
            } else {
                super::print_data(
                    ctx,
                    &entries.iter().map(|e| EntryOut::of(e)).collect::<Vec<_>>(),
                );
            }
            Outcome::Done
        }
        RulingsAction::Search { game, words } => {
            let game = match game.as_deref().map(|g| parse_game(ctx, g)) {
                None => None,
                Some(Ok(g)) => Some(g),
                Some(Err(o)) => return o,
            };
            search(ctx, db, game, &words.join(" "))
        }
        RulingsAction::Export { html } => super::export::run(ctx, db, html),
    }
}

/// How many answers the table shows, and how many when none answers well.
const SHOWN: usize = 10;
const NEAREST: usize = 5;

/// A context speaking `lang`, the language the question is written in, when `--lang` was not
/// given (or was `both`, which then puts the question's language first) and the context
/// speaks another; `None` to keep `ctx`.
fn in_language_of_question(ctx: &Ctx, lang: Option<arbiter_rulings::lang::Lang>) -> Option<Ctx> {
    let follows = !ctx.lang_given || ctx.both_languages;
    let lang = lang.filter(|&l| follows && l != ctx.loc.lang())?;
    Some(Ctx {
        loc: arbiter_i18n::Localizer::new(lang),
        both_languages: ctx.both_languages,
        format: ctx.format,
        color: ctx.color,
        explain: ctx.explain,
        rules: ctx.rules.clone(),
        lang_given: false,
    })
}

/// `arbiter rulings search`: the answers best first, with why the first matched, the words
/// read otherwise ("did you mean") and, when no answer scores well, the nearest entries under
/// a warning instead of a confident first answer. The first answer's text is printed before
/// the other candidates. A long question is read from its start (see [`MAX_QUESTION_CHARS`]
/// and [`arbiter_rulings::MAX_WORDS`]) and the output says what was not read.
fn search(ctx: &Ctx, db: &Database, game: Option<Game>, query: &str) -> Outcome {
    let (query, cut) = question_start(query);
    let (understood, ranked) = db.ranked(query);
    // Without `--lang`, the answer speaks the language the question is written in.
    let own = in_language_of_question(ctx, understood.lang);
    let ctx = own.as_ref().unwrap_or(ctx);
    let ranked = ranked
        .into_iter()
        .filter(|r| game.is_none_or(|g| r.game == g));
    // The table shows at most SHOWN answers: only those entries are read.
    let shown = if ctx.format == Format::Table {
        SHOWN.max(NEAREST)
    } else {
        usize::MAX
    };
    let hits: Vec<_> = ranked.take(shown).map(|r| db.hit(r)).collect();
    let not_read = not_read_note(ctx, &understood, cut);
    if ctx.format != Format::Table {
        if let Some(note) = not_read {
            eprintln!("{note}");
        }
        let out: Vec<HitOut> = hits
            .iter()
            .map(|h| HitOut {
                entry: EntryOut::of(h.entry),
                score: h.score,
                matched: &h.matched,
                answer: AnswerOut::of(ctx, h.entry),
            })
            .collect();
        super::print_data(ctx, &out);
        return Outcome::Done;
    }
    print_reading(ctx, &understood);
    if let Some(note) = not_read {
        outln!("{note}");
    }
    let Some(first) = hits.first() else {
        outln!("{}", ctx.t(msg::RULINGS_NO_HITS));
        return Outcome::Done;
    };
    let lang = ctx.loc.lang();
    let well = first.score >= arbiter_rulings::WELL;
    if well {
        why_line(ctx, db, &understood, first);
    } else {
        outln!("{}", ctx.t(msg::SEARCH_NOTHING_ANSWERS_WELL));
    }
    print_answer(ctx, first.entry);
    let others: Vec<_> = hits
        .iter()
        .take(if well { SHOWN } else { NEAREST })
        .skip(1)
        .collect();
    if others.is_empty() {
        return Outcome::Done;
    }
    outln!("{}", ctx.t(msg::SEARCH_OTHER_CANDIDATES));
    let mut t = table(ctx, &[msg::COL_SCORE, msg::COL_ID, msg::COL_TITLE]);
    for h in others {
        t.add_row(vec![
            format!("{:.2}", h.score),
            h.entry.id.clone(),
            h.entry.title.get(lang).to_string(),
        ]);
    }
    outln!("{t}");
    Outcome::Done
}

/// The words read otherwise: corrected ("did you mean") and unknown.
fn print_reading(ctx: &Ctx, understood: &arbiter_rulings::Understood) {
    let quote = |w: &str| ctx.loc.text_with(msg::SEARCH_QUOTED, &[("word", w.into())]);
    let corrected: Vec<String> = understood
        .words
        .iter()
        .filter_map(|(typed, r)| match r {
            arbiter_rulings::Reading::Corrected(known) => Some(ctx.loc.text_with(
                msg::SEARCH_READ_AS,
                &[
                    ("typed", quote(typed).into()),
                    ("known", quote(&known.join(" ")).into()),
                ],
            )),
            _ => None,
        })
        .fold(Vec::new(), once);
    if !corrected.is_empty() {
        outln!(
            "{}",
            ctx.loc.text_with(
                msg::SEARCH_DID_YOU_MEAN,
                &[("words", corrected.join(", ").into())]
            )
        );
    }
    let unknown: Vec<String> = understood
        .words
        .iter()
        .filter(|(_, r)| *r == arbiter_rulings::Reading::Unknown)
        .map(|(w, _)| quote(w))
        .fold(Vec::new(), once);
    if !unknown.is_empty() {
        outln!(
            "{}",
            ctx.loc.text_with(
                msg::SEARCH_UNKNOWN_WORDS,
                &[("words", unknown.join(", ").into())]
            )
        );
    }
}

/// `list` with `item` added unless it holds it already: a word typed many times is said once.
fn once(mut list: Vec<String>, item: String) -> Vec<String> {
    if !list.contains(&item) {
        list.push(item);
    }
    list
}

/// The words of a search's "why it matched" line as the reader reads them. The search works in
/// concepts named by English stems (`worker`, `field`); in Dutch, a word is shown as its
/// glossary term's chosen Dutch name, or as the player or the entry wrote it, and an internal
/// word with neither is left out.
struct Shown<'a> {
    db: &'a Database,
    dutch: bool,
    /// The folded words of the question and of the entry's Dutch title and text.
    written: std::collections::HashSet<String>,
}

impl<'a> Shown<'a> {
    fn new(
        db: &'a Database,
        lang: arbiter_rulings::lang::Lang,
        understood: &arbiter_rulings::Understood,
        entry: &Entry,
    ) -> Self {
        let dutch = lang == arbiter_rulings::lang::Lang::Nl;
        let mut written: std::collections::HashSet<String> =
            understood.words.iter().map(|(w, _)| w.clone()).collect();
        for text in [&entry.title.nl, &entry.text.nl] {
            for w in text.split(|c: char| !c.is_alphanumeric()) {
                written.insert(arbiter_rulings::fold(w));
            }
        }
        Shown { db, dutch, written }
    }

    /// One matched word as shown, or None when it has no Dutch form to show.
    fn word(&self, word: &str) -> Option<String> {
        if !self.dutch {
            return Some(word.to_string());
        }
        let folded = arbiter_rulings::fold(word);
        let same = |names: &[String]| names.iter().any(|n| arbiter_rulings::fold(n) == folded);
        let terms = self.db.glossary().lookup(word);
        // A Dutch name is shown as written, a search-only word as the chosen name.
        if terms.iter().any(|t| same(&t.nl)) {
            return Some(word.to_string());
        }
        let term = terms
            .iter()
            .find(|t| same(&t.nl_search))
            .or_else(|| {
                terms
                    .iter()
                    .find(|t| arbiter_rulings::fold(&t.key) == folded)
            })
            .or_else(|| terms.iter().find(|t| same(&t.en)));
        match term {
            Some(t) => t.nl.first().map(|n| n.to_lowercase()),
            None => self.written.contains(&folded).then(|| word.to_string()),
        }
    }

    /// A phrase (a saying's meaning) word by word as shown, or None if any word has no Dutch
    /// form.
    fn words(&self, phrase: &str) -> Option<String> {
        let words: Option<Vec<String>> = phrase.split_whitespace().map(|w| self.word(w)).collect();
        Some(words?.join(" "))
    }
}

/// The line that says why the first answer matched, in the reader's words ([`Shown`]).
fn why_line(
    ctx: &Ctx,
    db: &Database,
    understood: &arbiter_rulings::Understood,
    first: &arbiter_rulings::Hit,
) {
    let lang = ctx.loc.lang();
    let quote = |w: &str| ctx.loc.text_with(msg::SEARCH_QUOTED, &[("word", w.into())]);
    let own = Shown::new(db, lang, understood, first.entry);
    let mut matched: Vec<String> = Vec::new();
    for m in first.matched.iter().filter_map(|m| own.word(m)) {
        if !matched.contains(&m) {
            matched.push(m);
        }
    }
    let matched: Vec<String> = matched.iter().map(|m| quote(m)).collect();
    let sayings: Vec<String> = understood
        .sayings
        .iter()
        .filter_map(|(said, means)| Some((said, own.words(means)?)))
        .filter(|(said, means)| arbiter_rulings::fold(said) != arbiter_rulings::fold(means))
        .map(|(said, means)| {
            ctx.loc.text_with(
                msg::SEARCH_READ_AS,
                &[
                    ("typed", quote(said).into()),
                    ("known", quote(&means).into()),
                ],
            )
        })
        .collect();
    let key = if sayings.is_empty() {
        msg::SEARCH_WHY
    } else {
        msg::SEARCH_WHY_TABLE_TALK
    };
    outln!(
        "{}",
        ctx.loc.text_with(
            key,
            &[
                ("id", first.entry.id.as_str().into()),
                ("title", first.entry.title.get(lang).into()),
                ("words", matched.join(", ").into()),
                ("sayings", sayings.join(", ").into()),
            ],
        )
    );
}

/// The first answer itself, in the language of the answer: id, title, ruling, source and the
/// command that shows the rest.
fn print_answer(ctx: &Ctx, e: &Entry) {
    let answer = AnswerOut::of(ctx, e);
    outln!();
    outln!("{} — {}", e.id, answer.title);
    outln!();
    outln!("{}", answer.text);
    outln!();
    if ctx.both_languages {
        // `--lang both`: the other language's title and text under the question's.
        for other in arbiter_rulings::lang::Lang::ALL
            .into_iter()
            .filter(|&l| l != ctx.loc.lang())
        {
            outln!("{} — {}", e.id, e.title.get(other));
            outln!();
            outln!("{}", e.text.get(other));
            outln!();
        }
    }
    outln!("  {}: {}", ctx.t(msg::RULING_SOURCE), answer.source);
    outln!(
        "  {}",
        ctx.loc.text_with(
            msg::SEARCH_MORE,
            &[("command", answer.show.as_str().into())]
        )
    );
    outln!();
}

/// A search answer in the language it is given in.
#[derive(Debug, Serialize)]
struct AnswerOut<'a> {
    /// The language of `title` and `text`: the question's, or `--lang`.
    lang: &'static str,
    /// The title.
    title: &'a str,
    /// The ruling.
    text: &'a str,
    /// The source document, named.
    source: String,
    /// The command that shows the whole entry in the same language.
    show: String,
}

impl<'a> AnswerOut<'a> {
    fn of(ctx: &Ctx, e: &'a Entry) -> AnswerOut<'a> {
        let lang = ctx.loc.lang();
        AnswerOut {
            lang: lang.code(),
            title: e.title.get(lang),
            text: e.text.get(lang),
            source: source_text(&ctx.loc, &e.source),
            show: show_command(ctx, &e.id),
        }
    }
}

/// `arbiter rulings show ID`, with `--lang` when the answer's language is not the one
/// `show` would speak without it.
fn show_command(ctx: &Ctx, id: &str) -> String {
    let lang = ctx.loc.lang();
    if ctx.both_languages {
        format!("arbiter rulings show {id} --lang both")
    } else if lang == arbiter_i18n::choose(None) {
        format!("arbiter rulings show {id}")
    } else {
        format!("arbiter rulings show {id} --lang {}", lang.code())
    }
}

/// Most characters of a search question read: a long argument at the table is read from its
/// start, never refused; past this, the words are not read (and the output says so).
pub const MAX_QUESTION_CHARS: usize = 4000;

/// The start of `query` within [`MAX_QUESTION_CHARS`], cut between words, and the words cut.
fn question_start(query: &str) -> (&str, Vec<&str>) {
    let Some((end, _)) = query.char_indices().nth(MAX_QUESTION_CHARS) else {
        return (query, Vec::new());
    };
    let head = &query[..end];
    let at: usize = head.rfind(char::is_whitespace).unwrap_or_default();
    (&query[..at], query[at..].split_whitespace().collect())
}

/// What of a long question was not read, in the answer's language; `None` when all was.
fn not_read_note(
    ctx: &Ctx,
    understood: &arbiter_rulings::Understood,
    cut: Vec<&str>,
) -> Option<String> {
    let mut rest: Vec<&str> = understood.unread.iter().map(String::as_str).collect();
    let nothing_read = understood.words.is_empty() && understood.unread.is_empty();
    rest.extend(cut);
    let from = rest.first()?;
    let quoted = ctx
        .loc
        .text_with(msg::SEARCH_QUOTED, &[("word", (*from).into())]);
    if nothing_read {
        // The first word alone runs past the characters read: no word was read at all.
        return Some(ctx.loc.text_with(
            msg::SEARCH_NOTHING_READ,
            &[
                ("limit", MAX_QUESTION_CHARS.into()),
                ("from", quoted.into()),
            ],
        ));
    }
    Some(ctx.loc.text_with(
        msg::SEARCH_NOT_READ,
        &[
            ("read", understood.words.len().into()),
            ("unread", rest.len().into()),
            ("from", quoted.into()),
        ],
    ))
}

/// `arbiter glossary TERM`.
pub fn glossary(ctx: &Ctx, words: &[String]) -> Outcome {
    let db = Database::embedded();
    let term = words.join(" ");
    if let Err(o) = bounded_query(ctx, &term) {
        return o;
    }
    let found = db.glossary().lookup(&term);
    if ctx.format != Format::Table {
        super::print_data(
            ctx,
            &found.iter().map(|t| TermOut::of(t)).collect::<Vec<_>>(),
        );
        return if found.is_empty() {
            Outcome::BadInput
        } else {
            Outcome::Done
        };
    }
    if found.is_empty() {
        print_plain_error(
            ctx,
            &ctx.loc
                .text_with(msg::GLOSSARY_UNKNOWN, &[("term", term.as_str().into())]),
        );
        return Outcome::BadInput;
    }
    let mut t = table(
        ctx,
        &[
            msg::COL_KEY,
            msg::COL_KIND,
            msg::COL_ENGLISH,
            msg::COL_SEIZER,
            msg::COL_DUTCH,
        ],
    );
    for term in &found {
        t.add_row(vec![
            term.key.clone(),
            ctx.t(&format!("term-kind-{}", term.kind.as_str())),
            term.en.join(", "),
            term.seizer.join(", "),
            term.nl.join(", "),
        ]);
    }
    outln!("{t}");
    for term in &found {
        if let Some(note) = &term.note {
            outln!("{}: {}", term.key, note.get(ctx.loc.lang()));
        }
    }
    Outcome::Done
}

/// Most characters of a glossary term.
pub const MAX_QUERY_CHARS: usize = 500;
/// Most words of a glossary term.
pub const MAX_QUERY_WORDS: usize = 40;

/// A glossary term within [`MAX_QUERY_CHARS`] and [`MAX_QUERY_WORDS`], or the refusal (exit
/// 2): a term is a name, never a paragraph.
fn bounded_query(ctx: &Ctx, query: &str) -> Result<(), Outcome> {
    let chars = query.chars().count();
    let words = query.split_whitespace().count();
    if chars <= MAX_QUERY_CHARS && words <= MAX_QUERY_WORDS {
        return Ok(());
    }
    super::diagnostics::print_plain_error(
        ctx,
        &ctx.loc.text_with(
            msg::RELIABILITY_QUERY_TOO_LONG,
            &[
                ("chars", chars.into()),
                ("words", words.into()),
                ("max-chars", MAX_QUERY_CHARS.into()),
                ("max-words", MAX_QUERY_WORDS.into()),
            ],
        ),
    );
    Err(Outcome::BadInput)
}
