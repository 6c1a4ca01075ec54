/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { bootScript } from './vite-plugins/bootScript.ts';
import { appStartChunk } from './outputs/appStartChunk.ts';
import { caseStudyPages } from './vite-plugins/caseStudyPages.ts';
import { postPages } from './vite-plugins/postPages.ts';
import { iconSpritePlugin } from './vite-plugins/iconSprite.ts';
import { designTokens } from './vite-plugins/designTokens.ts';
import { projectPictures } from './vite-plugins/projectPictures.ts';
import { heroPicture } from './vite-plugins/heroPicture.ts';
import { siteBase } from './vite-plugins/siteBase.ts';
import { contentFrom, siteContent } from './vite-plugins/siteContent.ts';
import { ownPages } from './vite-plugins/ownPages.ts';
import { siteLook } from './vite-plugins/siteLook.ts';
import { siteFiles } from './vite-plugins/siteFiles.ts';
import { sitePublicFiles } from './vite-plugins/sitePublicFiles.ts';
import { staticSite } from './vite-plugins/staticSite.ts';
import { siteFilesFolder } from './src/content/contentFiles.ts';
import {
  forTestsVariable,
  shownFolder,
  siteFolderIn,
  siteUrlVariable,
} from './scripts/siteFolder.mjs';

const domTests = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'];
/**
 * Tests that import the content but check what no owner's content changes: the build script
 * ending a failed build with the content's problem (three builds, ten seconds), and a site cut
 * down to its first language (a build of its own: the arabic-right-to-left example is such a
 * site, built as it is). The examples' rehearsal (scripts/rehearse-examples.mjs, which sets
 * REHEARSING_EXAMPLE) leaves them to the template's own run.
 */
const sameForEveryContent = ['scripts/build.test.ts', 'scripts/oneLanguage.test.ts'];

/**
 * The site's config, from the owner's content or, for a test, the content in `contentFile`.
 * `vite build` and the dev server use the default export.
 */
export function siteConfig({
  siteFolder = siteFolderIn(),
  contentFile,
  siteUrl,
  forTests = false,
}: {
  siteFolder?: string;
  contentFile?: string;
  siteUrl?: string;
  forTests?: boolean;
} = {}): UserConfig {
  const content = siteContent({
    ...contentFrom(siteFolder, {
      ...(contentFile && { file: contentFile }),
      shown: shownFolder,
      siteUrl,
    }),
    forTests,
  });
  const publicDir = join(siteFolder, siteFilesFolder);
  const boot = bootScript();
  return {
    plugins: [
      siteBase(),
      caseStudyPages(content.api),
      postPages(content.api),
      ownPages(content.api),
      siteLook(content.api, siteFolder),
      // The case studies are MDX, compiled to JSX first (caseStudyPages).
      react({ include: /\.(?:mdx|[jt]sx?)$/ }),
      designTokens(),
      projectPictures(),
      heroPicture(content.api, siteFolder),
      content,
      siteFiles(content.api, { publicDir }),
      sitePublicFiles(publicDir),
      iconSpritePlugin(content.api),
      boot,
      staticSite({
        serverEntry: 'src/entry-server.tsx',
        headScripts: boot.api,
        site: content.api,
        publicFiles: { folder: publicDir, shownFolder: shownFolder(publicDir) },
      }),
    ],
    resolve: {
      // `@site`: the site folder the build reads (the owner's, or the example's).
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@site': siteFolder },
    },
    define: { 'import.meta.env.SITE_FOLDER': JSON.stringify(shownFolder(siteFolder)) },
    css: {
      // Lightning CSS compiles the named breakpoints of src/styles/media.css (@custom-media).
      transformer: 'lightningcss',
      lightningcss: { drafts: { customMedia: true } },
    },
    build: {
      target: 'es2022',
      // Every browser that runs the app's modules either preloads them itself or, without
      // the hint (Safari before 17), fetches them as they are imported: Vite's polyfill for
      // `<link rel="modulepreload">` would add 0.3 kB of compressed script to every first load.
      modulePreload: { polyfill: false },
      // A stylesheet per chunk: each page inlines the entry's and those of the chunks it uses
      // (outputs/pageStyles.ts), and a page the visitor goes on to brings its own.
      cssCodeSplit: true,
      // The bundler's report of slow plugins is for profiling, not for every build.
      rolldownOptions: {
        checks: { bundlerTimings: false },
        output: {
          codeSplitting: { includeDependenciesRecursively: false, groups: [appStartChunk()] },
        },
      },
    },
    test: {
      globals: true,
      restoreMocks: true,
      // Test files share their worker's module cache and, in the dom project, one jsdom: a fresh
      // environment per file was most of the run (20 s → 8 s here). After every test the body is
      // emptied (src/testing/setupDom.ts) and mocks are restored; each file undoes the rest.
      isolate: false,
      // A worker per core, not Vitest's one fewer: the slowest files wait on builds in child
      // processes, and on two cores one worker left the other core idle (104 s → 78 s here).
      maxWorkers: availableParallelism(),
      // In a new order each run (its seed is printed), so a test that leans on another's
      // leftovers fails on its own.
      sequence: { shuffle: true },
      // setInterval stays real: jsdom runs its animation frames on one, and an interval made
      // while it was faked would never run again, stopping every frame of the later tests.
      fakeTimers: {
        toFake: [
          'setTimeout',
          'clearTimeout',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'performance',
          'Date',
        ],
      },
      css: { modules: { classNameStrategy: 'non-scoped' } },
      // Tests run in Node; those that need a DOM (components, and `*.dom.test.ts`) in jsdom.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            setupFiles: ['./src/testing/setup.ts'],
            include: [
              'src/**/*.test.ts',
              'vite-plugins/**/*.test.ts',
              'outputs/**/*.test.ts',
              'server/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            exclude: [...domTests, ...(process.env.REHEARSING_EXAMPLE ? sameForEveryContent : [])],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup.ts', './src/testing/setupDom.ts'],
            include: domTests,
          },
        },
      ],
    },
  };
}

export default defineConfig(
  siteConfig({
    siteUrl: process.env[siteUrlVariable] || undefined,
    forTests: process.env[forTestsVariable] === '1',
  }),
);
