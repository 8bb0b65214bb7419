//! Which rulings back the rules a Carcassonne verdict cites. The engine names rules by id and
//! says what a verdict involved ([`Evidence`]); the rulings database says which of its entries
//! back a rule and under which conditions. This module joins the two, above the engine.

use arbiter_engine::carcassonne::citation::Evidence;
use arbiter_engine::carcassonne::scoring::ScoreLine;
use arbiter_rulings::{Circumstances, Database};

/// A Carcassonne verdict's evidence, as the circumstances the rulings' conditions are read in.
pub struct Under<'a>(pub &'a Evidence);

impl Circumstances for Under<'_> {
    fn in_play(&self, expansion: &str) -> bool {
        self.0.in_play(expansion)
    }

    fn holds(&self, condition: &str) -> bool {
        self.0.holds(condition)
    }
}

/// The rulings behind a verdict's rules.
pub trait Backed {
    /// The rulings that back the cited rules under this evidence.
    fn backers<'a>(&self, cited: impl IntoIterator<Item = &'a str>) -> Vec<&'static str>;

    /// A score line's rules followed by the rulings that back them for that line alone.
    fn line_rules(&self, line: &ScoreLine) -> Vec<&'static str>;
}

impl Backed for Evidence {
    fn backers<'a>(&self, cited: impl IntoIterator<Item = &'a str>) -> Vec<&'static str> {
        Database::backers(cited, &Under(self))
    }

    fn line_rules(&self, line: &ScoreLine) -> Vec<&'static str> {
        let mut rules = line.rules.clone();
        for b in self.of_line(line).backers(line.rules.iter().copied()) {
            if !rules.contains(&b) {
                rules.push(b);
            }
        }
        rules
    }
}

#[cfg(test)]
mod tests {
    use arbiter_engine::carcassonne::citation::conditions;
    use arbiter_rulings::Database;

    #[test]
    fn every_condition_in_the_rulings_is_known_and_every_link_has_one() {
        let links: Vec<_> = Database::backing_links().collect();
        assert!(!links.is_empty());
        for link in links {
            assert!(
                !link.conditions.is_empty(),
                "{} backs {} without a condition",
                link.backer,
                link.rule
            );
            for c in link.conditions {
                assert!(
                    conditions().any(|(name, _)| name == c),
                    "{}: unknown condition {c}",
                    link.backer
                );
            }
        }
    }
}
