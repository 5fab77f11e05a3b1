//! The compile cache: loaded kernels in memory, found by a hash of the source
//! text and the compile options and kept with both, so that compiling the same
//! text again is a lookup, and two texts whose hashes collide are two entries
//! (the whole key is compared on a hit), never one kernel for the other.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// The cache key of `text` compiled with `options` (any text that names every
/// option that changes the result, such as `sm_90 num_warps=4`). It is stable
/// within a build: std's SipHash with fixed keys.
pub fn cache_key(text: &str, options: &str) -> u64 {
    #[allow(deprecated)]
    let mut h = std::hash::SipHasher::new();
    text.hash(&mut h);
    options.hash(&mut h);
    h.finish()
}

/// One entry: the whole key, and the value.
#[derive(Debug)]
struct Entry<V> {
    text: String,
    options: String,
    value: V,
}

impl<V> Entry<V> {
    fn is(&self, text: &str, options: &str) -> bool {
        self.text == text && self.options == options
    }
}

/// Values (compiled and loaded kernels) by text and options: a bucket per
/// [`cache_key`], each entry compared in full.
#[derive(Debug)]
pub struct CompileCache<V> {
    entries: HashMap<u64, Vec<Entry<V>>>,
    len: usize,
    hits: u64,
    misses: u64,
}

impl<V> Default for CompileCache<V> {
    fn default() -> Self {
        CompileCache {
            entries: HashMap::new(),
            len: 0,
            hits: 0,
            misses: 0,
        }
    }
}

impl<V> CompileCache<V> {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The value for `text` and `options`, built by `build` on a miss. A failed
    /// build caches nothing.
    pub fn get_or_try_insert<E>(
        &mut self,
        text: &str,
        options: &str,
        build: impl FnOnce() -> Result<V, E>,
    ) -> Result<&V, E> {
        let bucket = self.entries.entry(cache_key(text, options)).or_default();
        match bucket.iter().position(|e| e.is(text, options)) {
            Some(i) => {
                self.hits += 1;
                Ok(&bucket[i].value)
            }
            None => {
                self.misses += 1;
                let value = build()?;
                bucket.push(Entry {
                    text: text.to_string(),
                    options: options.to_string(),
                    value,
                });
                self.len += 1;
                Ok(&bucket[bucket.len() - 1].value)
            }
        }
    }

    /// The value for `text` and `options`, if cached (not counted as a lookup).
    pub fn peek(&self, text: &str, options: &str) -> Option<&V> {
        let bucket = self.entries.get(&cache_key(text, options))?;
        bucket
            .iter()
            .find(|e| e.is(text, options))
            .map(|e| &e.value)
    }

    /// Lookups that found an entry.
    pub fn hits(&self) -> u64 {
        self.hits
    }

    /// Lookups that built one.
    pub fn misses(&self) -> u64 {
        self.misses
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the cache is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_separate_text_and_options() {
        assert_eq!(cache_key("a", "sm_90"), cache_key("a", "sm_90"));
        assert_ne!(cache_key("a", "sm_90"), cache_key("a", "sm_80"));
        assert_ne!(cache_key("a", "sm_90"), cache_key("b", "sm_90"));
        // The boundary between text and options is part of the key.
        assert_ne!(cache_key("ab", "c"), cache_key("a", "bc"));
    }

    #[test]
    fn a_second_compile_is_a_lookup() {
        let mut cache = CompileCache::new();
        let mut builds = 0;
        for _ in 0..3 {
            let v: &u32 = cache
                .get_or_try_insert("text", "o", || {
                    builds += 1;
                    Ok::<_, ()>(7)
                })
                .unwrap();
            assert_eq!(*v, 7);
        }
        assert_eq!((builds, cache.hits(), cache.misses()), (1, 2, 1));
        let failed = cache.get_or_try_insert("other", "o", || Err::<u32, _>("bad"));
        assert_eq!(failed, Err("bad"));
        assert_eq!(cache.len(), 1);
        let v = cache.get_or_try_insert("text", "o2", || Ok::<_, ()>(8));
        assert_eq!(v, Ok(&8));
        assert_eq!(cache.len(), 2);
        assert_eq!(cache.peek("text", "o"), Some(&7));
        assert_eq!(cache.peek("text", "o3"), None);
    }

    /// Two keys in one bucket (as two texts whose hashes collide would be)
    /// are two entries: the whole key is compared.
    #[test]
    fn a_hash_collision_is_two_entries() {
        let mut cache = CompileCache::new();
        let key = cache_key("a", "o");
        cache
            .get_or_try_insert("a", "o", || Ok::<_, ()>(1))
            .unwrap();
        // Put "b" into "a"'s bucket, as a collision would.
        let bucket = cache.entries.remove(&cache_key("b", "o"));
        assert!(bucket.is_none());
        cache.entries.get_mut(&key).unwrap().push(Entry {
            text: "b".into(),
            options: "o".into(),
            value: 2,
        });
        cache.len += 1;
        assert_eq!(cache.peek("a", "o"), Some(&1));
        let entry = cache.entries[&key].iter().find(|e| e.is("b", "o"));
        assert_eq!(entry.map(|e| e.value), Some(2));
        assert_eq!(cache.get_or_try_insert("a", "o", || Ok::<_, ()>(9)), Ok(&1));
    }
}
