//! The compile cache of the library: compiled kernels by source text and
//! options, so that an embedder that compiles the same text again gets the
//! kernel it already has. Entries are found by a 64-bit hash of the text and
//! the options and kept with both; a hit compares the whole key, so two texts
//! whose hashes collide are two entries, never one kernel served for the other.
//!
//! (The CUDA runtime keeps its own cache of *loaded* modules,
//! `tilelift_cuda::cache`, and cubins on disk, `tilelift_cuda::disk_cache`.)
//!
//! ```
//! let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/vec_add.ttir")).unwrap();
//! let mut cache = tilelift::KernelCache::new();
//! let options = tilelift::Options::new();
//! let first = cache.compile(&text, &options).unwrap().code.clone();
//! assert_eq!(cache.compile(&text, &options).unwrap().code, first);
//! assert_eq!((cache.hits(), cache.misses()), (1, 1));
//! ```

use crate::{compile, Error, Kernel, Options};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// One entry: the whole key and the kernel.
#[derive(Debug)]
struct Entry {
    text: String,
    options: Options,
    kernel: Kernel,
}

/// Compiled kernels by source text and [`Options`].
#[derive(Debug, Default)]
pub struct KernelCache {
    buckets: HashMap<u64, Vec<Entry>>,
    len: usize,
    hits: u64,
    misses: u64,
}

/// The bucket of `text` with `options`: SipHash with fixed keys over the text
/// and the options' description (stable within a build).
fn bucket(text: &str, options: &Options) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    format!("{options:?}").hash(&mut h);
    h.finish()
}

impl KernelCache {
    /// An empty cache.
    pub fn new() -> Self {
        KernelCache::default()
    }

    /// The kernel of `text` compiled with `options`: the cached one, or
    /// compiled now and kept. Errors are not cached.
    pub fn compile(&mut self, text: &str, options: &Options) -> Result<&Kernel, Error> {
        self.compile_in(bucket(text, options), text, options)
    }

    fn compile_in(&mut self, key: u64, text: &str, options: &Options) -> Result<&Kernel, Error> {
        let entries = self.buckets.entry(key).or_default();
        match entries
            .iter()
            .position(|e| e.text == text && e.options == *options)
        {
            Some(i) => {
                self.hits += 1;
                Ok(&entries[i].kernel)
            }
            None => {
                let kernel = compile(text, options)?;
                self.misses += 1;
                self.len += 1;
                entries.push(Entry {
                    text: text.to_string(),
                    options: options.clone(),
                    kernel,
                });
                Ok(&entries[entries.len() - 1].kernel)
            }
        }
    }

    /// Compiles found in the cache.
    pub fn hits(&self) -> u64 {
        self.hits
    }

    /// Compiles that ran the compiler.
    pub fn misses(&self) -> u64 {
        self.misses
    }

    /// Kernels held.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no kernel is held.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vec_add() -> String {
        std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/examples/vec_add.ttir"
        ))
        .unwrap()
    }

    #[test]
    fn options_are_part_of_the_key() {
        let text = vec_add();
        let mut cache = KernelCache::new();
        let four = cache.compile(&text, &Options::new()).unwrap().num_warps;
        let eight = cache
            .compile(&text, &Options::new().with_num_warps(8))
            .unwrap()
            .num_warps;
        assert_eq!((four, eight), (4, 8));
        assert_eq!((cache.len(), cache.hits(), cache.misses()), (2, 0, 2));
    }

    #[test]
    fn colliding_hashes_are_two_entries() {
        // Two texts put in the same bucket on purpose: each gets its own kernel.
        let text = vec_add();
        let renamed = text.replace("@vec_add_kernel", "@other_kernel");
        assert_ne!(text, renamed);
        let mut cache = KernelCache::new();
        let options = Options::new();
        let a = cache.compile_in(7, &text, &options).unwrap().name.clone();
        let b = cache
            .compile_in(7, &renamed, &options)
            .unwrap()
            .name
            .clone();
        assert_eq!((a.as_str(), b.as_str()), ("vec_add_kernel", "other_kernel"));
        let again = cache.compile_in(7, &text, &options).unwrap().name.clone();
        assert_eq!(again, "vec_add_kernel");
        assert_eq!((cache.len(), cache.hits()), (2, 1));
    }

    #[test]
    fn errors_are_not_cached() {
        let mut cache = KernelCache::new();
        assert!(cache.compile("module {", &Options::new()).is_err());
        assert!(cache.is_empty());
    }
}
