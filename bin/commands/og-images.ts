import type { Command } from 'commander';

export function registerOgImages(program: Command): void {
  program
    .command('og-images')
    .description('Draw the 1200x630 social-sharing image of each locale into templates/assets/og/ (satori and resvg, no browser).')
    .action(async () => {
      const { generateSocialImages } = await import('../../generator/assets/social-images.ts');
      await generateSocialImages({ root: process.cwd() });
    });
}
