import { ContentError, formatProblem } from '../../generator/errors.ts';
import { loadSiteData } from '../../generator/load/load-data.ts';

/** The problems the load stage reports for a site folder, as the CLI prints them ([] if none). */
export async function loadProblems(root: string): Promise<string[]> {
  try {
    await loadSiteData(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}
