/**
 * {@code assay bisect} and {@code assay findings check-live}: a stored finding run on each release
 * of its solver that Assay can run ({@link dev.assay.bisect.ReleaseLines}, oldest first), the first
 * failing and last passing release found, and the newest release's answer recorded in the store as
 * whether the finding is still live ({@link dev.assay.bisect.Bisection}).
 *
 * <p>Depends on the foundation and the campaign engine's store; never on a technique or the CLI.
 */
package dev.assay.bisect;
