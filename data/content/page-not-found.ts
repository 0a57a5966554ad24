import type { StoryData } from "../types.ts";

export const pageNotFound: StoryData = {
  fullSlug: "page-not-found",
  name: "Page not found",
  content: {
    component: "page",
    title: "Page not found",
    description: "The page you were looking for could not be found.",
    body: [
      {
        component: "page_section",
        title: "This page wandered off",
        text:
          "Sorry, we could not find that page. It may have moved, or the link may have a typo.\n\nLet's get you back to something cuddly.",
        image: "catalog/forevers-dog.webp",
        image_alt: "A plush dog looking up hopefully",
        alignment: "center",
        link: { url: "/", label: "Go to the home page" },
      },
    ],
  },
};
