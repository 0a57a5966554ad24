import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Preview",
  alternates: { canonical: "/storyblok-empty/" },
  robots: { index: false },
};

export default function StoryblokEmptyPage() {
  return <main id="main" />;
}
