import type { StoryData } from "../types.ts";

export const privacyPolicy: StoryData = {
  fullSlug: "privacy-policy",
  name: "Privacy policy",
  content: {
    component: "page",
    title: "Privacy policy",
    description: "What personal information Petsies collects, why, and the choices you have.",
    body: [
      {
        component: "page_section",
        title: "What we collect",
        text:
          "When you order: your name, e-mail address, phone number, shipping and billing addresses, the photos and details of your pet, and your order history. Payment card details are handled by our payment provider; we never store full card numbers.\n\nWhen you browse: your currency choice, cart contents, and basic technical information such as your browser type and pages visited, kept with cookies and local storage.",
      },
      {
        component: "page_section",
        title: "How we use it",
        text:
          "To make, ship and support your order; to keep you updated on its progress; to prevent fraud; and, if you subscribe, to send our newsletter. We use analytics to understand which pages help shoppers, and e-mail addresses are hashed before they are sent to analytics.",
      },
      {
        component: "page_section",
        title: "Who we share it with",
        text:
          "Only the service providers who help us run the shop (payment, shipping carriers, e-mail delivery, hosting), under contracts that limit their use of your data. We do not sell your personal information.",
      },
      {
        component: "page_section",
        title: "Your choices",
        text:
          "You can update your profile and addresses in your account, unsubscribe from the newsletter with the link in any e-mail, and ask us to access or delete your data by contacting us. We keep order records as long as the law requires.",
        link: { url: "/contact/", label: "Contact us" },
      },
      {
        component: "page_section",
        title: "California residents",
        text: "California residents have additional rights, described in our California privacy notice.",
        link: { url: "/california-privacy-notice/", label: "California privacy notice" },
      },
    ],
  },
};
