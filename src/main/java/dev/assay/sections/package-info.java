/**
 * The technique sections of the campaign report: for each technique, a {@code
 * report.TechniqueSection} that turns what its campaigns recorded in the store (the items'
 * statistics, the results) into tables and charts, using the technique's own classes (Table 4's
 * categories and columns, the fuzzing statistics' merge) so that nothing is counted twice in two
 * ways. This package sits beside {@code cli}: it imports {@code report} and the technique packages,
 * and only {@code cli} imports it; {@code report} imports no technique. A new technique adds one
 * class here and one row to {@link dev.assay.sections.Sections#all()}.
 */
package dev.assay.sections;
