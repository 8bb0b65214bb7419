//! `--explain`: the text of every rule and ruling a verdict cited, in the chosen language.

use arbiter_ids::msg;
use arbiter_rulings::lang::Lang;
use arbiter_rulings::Database;
use serde::Serialize;

use super::Ctx;

/// Prints the cited entries after a verdict.
pub fn print<'a>(ctx: &Ctx, ids: impl Iterator<Item = &'a str>) {
    let db = Database::embedded();
    outln!("{}", ctx.t(msg::HEADING_EXPLANATIONS));
    for id in ids {
        match db.get(id) {
            Some(e) => {
                for lang in languages(ctx) {
                    outln!("  {id} — {}", e.title.get(lang));
                    outln!("      {}", e.text.get(lang));
                }
            }
            None => outln!("  {id}"),
        }
    }
}

/// A cited entry as data, in the output language.
#[derive(Debug, Serialize)]
pub struct CitedOut<'a> {
    /// The entry's id.
    pub id: &'a str,
    /// Its title.
    pub title: &'a str,
    /// Its text.
    pub text: &'a str,
}

/// The cited entries as data (ids the database does not hold are left out).
pub fn cited<'a>(ctx: &Ctx, ids: impl Iterator<Item = &'a str>) -> Vec<CitedOut<'static>> {
    let db = Database::embedded();
    let lang = ctx.loc.lang();
    ids.filter_map(|id| db.get(id))
        .map(|e| CitedOut {
            id: &e.id,
            title: e.title.get(lang),
            text: e.text.get(lang),
        })
        .collect()
}

/// The languages rulings are shown in.
pub fn languages(ctx: &Ctx) -> Vec<Lang> {
    if ctx.both_languages {
        Lang::ALL.to_vec()
    } else {
        vec![ctx.loc.lang()]
    }
}

/// The cited ids plus the rulings that back them: entries (such as FAQ rulings) whose
/// `enforced_by` names a cited rule, when their conditions hold under these circumstances.
pub fn with_backing_under(
    cited: &mut std::collections::BTreeSet<&'static str>,
    circumstances: &dyn arbiter_rulings::Circumstances,
) {
    let backers = Database::backers(cited.iter().copied(), circumstances);
    cited.extend(backers);
}

/// [`with_backing_under`] for a game whose engine reports no circumstances (Keyflower): no
/// condition holds, so no conditional backing is cited.
pub fn with_backing(cited: &mut std::collections::BTreeSet<&'static str>) {
    struct Nothing;
    impl arbiter_rulings::Circumstances for Nothing {
        fn in_play(&self, _: &str) -> bool {
            false
        }
        fn holds(&self, _: &str) -> bool {
            false
        }
    }
    with_backing_under(cited, &Nothing);
}

/// Prints a verdict as data; with `--explain`, the cited rulings' texts go in `explanations`.
pub fn print_data_citing(
    ctx: &Ctx,
    verdict: impl Serialize,
    cited: &std::collections::BTreeSet<&'static str>,
) {
    let explanations = ctx.explain.then(|| self::cited(ctx, cited.iter().copied()));
    super::print_data(
        ctx,
        &super::output::Citing {
            verdict,
            explanations,
        },
    );
}

/// Prints "Allowed by:" and each rule that decided a legal verdict, once, with its title.
pub fn print_allowed_by(ctx: &Ctx, rules: &[&'static str]) {
    let db = Database::embedded();
    let mut seen: Vec<&str> = Vec::new();
    for r in rules {
        if !seen.contains(r) {
            seen.push(r);
        }
    }
    outln!(
        "{}",
        ctx.loc.text_with(
            msg::VERDICT_ALLOWED_BY,
            &[("rules", seen.join(", ").into())]
        )
    );
    for id in seen {
        if let Some(e) = db.get(id) {
            outln!("  {id} — {}", e.title.get(ctx.loc.lang()));
        }
    }
}
