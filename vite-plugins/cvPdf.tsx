import {
  Document,
  Font,
  Link,
  Page,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
} from '@react-pdf/renderer';
import { timelinesOf, type Cv, type Timeline } from '../src/cv/cv.ts';
import { INTER, interFontFile, interWeights, lettersInterLacks } from './interFont.ts';

/**
 * The CV as a PDF, made at build time by @react-pdf/renderer, with no browser: the same CV as the
 * printed page (src/cv/cv.ts decides what it says), laid out for A4 in Inter, embedded, so its
 * text is real and selectable in every language, and every address a link. One page at the
 * example's content; the schema's limits keep any content within two.
 */

let documents = 0;

/**
 * Registers Inter afresh for each document, under a family name of its own, and returns that
 * name. One document's subsetting leaves glyphs in fontkit's cache without their letters, and a
 * later document's layout then drops those letters (diegomura/react-pdf#3404): the second CV of
 * a build lost its "P"s.
 */
function registerInter(): string {
  const family = `${INTER} ${++documents}`;
  Font.register({
    family,
    fonts: interWeights.map((weight) => ({ src: interFontFile(weight), fontWeight: weight })),
  });
  // Words are set whole, as on the printed page: no hyphens added.
  Font.registerHyphenationCallback((word) => [word]);
  return family;
}

const MUTED = '#404040';
/** The headings' and the contacts' labels: bold capitals, muted. */
const SMALL_CAPITALS = { fontWeight: 700, textTransform: 'uppercase', color: MUTED } as const;

const styles = StyleSheet.create({
  page: {
    paddingVertical: 36,
    paddingHorizontal: 44,
    fontSize: 9.5,
    lineHeight: 1.4,
    color: '#000',
  },
  header: { paddingBottom: 8, borderBottomWidth: 1.5, borderBottomColor: '#000' },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.1, letterSpacing: -0.3 },
  role: { marginTop: 3, fontSize: 11, color: MUTED },
  link: { color: '#000', textDecoration: 'none' },
  // Contacts flow in a row, each as wide as its address: an address is one word, never broken.
  contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 7 },
  contact: { flexDirection: 'row', alignItems: 'flex-end', marginRight: 14, marginTop: 2 },
  contactLabel: { ...SMALL_CAPITALS, marginRight: 5, fontSize: 7, letterSpacing: 0.5 },
  address: { fontSize: 8.5 },
  section: { marginTop: 10 },
  heading: { ...SMALL_CAPITALS, marginBottom: 4, fontSize: 8.5, letterSpacing: 0.7 },
  paragraph: { marginBottom: 4 },
  entry: { marginBottom: 5 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { flex: 1, paddingRight: 12, fontSize: 10, fontWeight: 700 },
  entryWhen: { fontSize: 8.5, color: MUTED },
  line: { flexDirection: 'row' },
  bullet: { width: 10 },
  lineText: { flex: 1 },
  skillLists: { flexDirection: 'row', flexWrap: 'wrap' },
  skillList: { width: '50%', paddingRight: 18, marginTop: 10 },
  projectAddress: { fontSize: 8.5 },
  summary: { color: MUTED },
});

function CvTimeline({ timeline }: { timeline: Timeline }) {
  return (
    <View style={styles.section}>
      <Text style={styles.heading} minPresenceAhead={40}>
        {timeline.heading}
      </Text>
      {timeline.entries.map((entry) => (
        <View key={entry.id} style={styles.entry} wrap={false}>
          <View style={styles.entryHead}>
            <Text style={styles.entryTitle}>
              {entry.role} · {entry.organisation}
            </Text>
            <Text style={styles.entryWhen}>
              {entry.startText} – {entry.endText} · {entry.place}
            </Text>
          </View>
          {entry.lines.map((line) => (
            <View key={line} style={styles.line}>
              <Text style={styles.bullet}>•</Text>
              <Text style={styles.lineText}>{line}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

function CvDocument({ cv, fontFamily }: { cv: Cv; fontFamily: string }) {
  return (
    <Document
      title={`${cv.name} · ${cv.role}`}
      author={cv.name}
      subject={cv.about.paragraphs[0]}
      language={cv.locale.replace('_', '-')}
      creator={cv.site.url}
      producer={cv.site.url}
    >
      <Page size="A4" style={[styles.page, { fontFamily }]}>
        <View style={styles.header}>
          <Text style={styles.name}>{cv.name}</Text>
          <Text style={styles.role}>
            {cv.role} · {cv.city} ·{' '}
            <Link src={cv.site.url} style={styles.link}>
              {cv.site.text}
            </Link>
          </Text>
          <View style={styles.contacts}>
            {cv.contacts.map((contact) => (
              <View key={contact.id} style={styles.contact}>
                <Text style={styles.contactLabel}>{contact.label}</Text>
                <Link src={contact.url} style={[styles.link, styles.address]}>
                  {contact.text}
                </Link>
              </View>
            ))}
          </View>
        </View>

        <View style={styles.section}>
          <Text style={styles.heading}>{cv.about.heading}</Text>
          {cv.about.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
        </View>

        {timelinesOf(cv).map((timeline) => (
          <CvTimeline key={timeline.heading} timeline={timeline} />
        ))}

        <View style={styles.skillLists}>
          {cv.skills.map((list) => (
            <View key={list.id} style={styles.skillList} wrap={false}>
              <Text style={styles.heading}>{list.title}</Text>
              {/* A no-break space keeps each dot with the skill before it. */}
              <Text>{list.items.join('\u00a0· ')}</Text>
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.heading} minPresenceAhead={40}>
            {cv.work.heading}
          </Text>
          {cv.work.projects.map((project) => (
            <View key={project.id} style={styles.entry} wrap={false}>
              <View style={styles.entryHead}>
                {/* A title links its case study, where it has one. */}
                {project.caseStudyUrl ? (
                  <Link src={project.caseStudyUrl} style={[styles.link, styles.entryTitle]}>
                    {project.title}
                  </Link>
                ) : (
                  <Text style={styles.entryTitle}>{project.title}</Text>
                )}
                <Link src={project.link.url} style={[styles.link, styles.projectAddress]}>
                  {project.link.text}
                </Link>
              </View>
              <Text style={styles.summary}>{project.summary}</Text>
            </View>
          ))}
        </View>
      </Page>
    </Document>
  );
}

/** Every word the CV sets, to check that the font has its letters. */
function wordsOf(cv: Cv): string {
  return JSON.stringify(cv);
}

/** The CV as a PDF file; a letter the embedded font lacks stops the build, named. */
export async function cvPdf(cv: Cv): Promise<Buffer> {
  const lacking = lettersInterLacks(wordsOf(cv));
  if (lacking.length > 0) {
    throw new Error(
      `The CV's font (Inter: Latin, Cyrillic, Greek, Vietnamese) has no letters for "${lacking.join('", "')}" in the ${cv.language} CV.`,
    );
  }
  return renderToBuffer(<CvDocument cv={cv} fontFamily={registerInter()} />);
}
