/**
 * French (Français): every text of the English catalogue. Apostrophes are typographic (’):
 * a straight one can start an ICU quotation.
 */
import { productName } from '../../messages/catalogue.ts';
import type { Catalogue } from './index.ts';

export const fr = {
  feedStillLoading: 'Importation des données sociales… Revenez bientôt.',
  feedNoAccounts: 'Ajoutez des comptes pour commencer',
  feedEmpty: 'Il n’y a encore aucune publication à voir ici.',
  feedImportFailed:
    'Il semble que nous n’ayons pas pu importer vos données. Ajoutez d’autres comptes pour alimenter votre flux.',
  feedImportFailedPostMore:
    'Il semble que nous n’ayons pas pu importer vos données. Ajoutez d’autres comptes pour alimenter votre flux, ou publiez sur les comptes sociaux que vous avez connectés.',
  feedNoPrivatePosts: 'Il semble que vous n’ayez actuellement aucune publication privée.',
  feedPrivatePostsExplained:
    'Les publications des sources modérées attendent ici jusqu’à ce que vous les approuviez. Activez la modération d’une source, ou approuvez toutes les publications, pour les voir ici. Les publications privées sont réservées aux formules Pro, Premium et Essai.',
  feedNoPublicPosts:
    'Vous n’avez actuellement aucune publication publique. Rendez-vous dans la section Modérer pour commencer à approuver vos publications privées.',
  feedLoadTimeout:
    'Désolé ! Nos serveurs ont du mal à livrer vos publications. Réessayez bientôt !',
  feedLoadTimeoutWaterfall: `Désolé ! ${productName} a du mal à livrer vos publications. Réessayez bientôt !`,
  feedSearching: 'Recherche…',
  feedMorePosts: 'Plus de publications',
  feedRefreshPosts: 'Actualiser les publications',
  postContentWarning: 'Avertissement de contenu',
  postShowPost: 'Afficher la publication',
  postHidePost: 'Masquer la publication',
  postShowMedia: 'Afficher les médias',
  postDateEstimated:
    'Date estimée : le réseau n’en a fourni aucune, c’est donc le moment où elle a été récupérée.',
  eventsNotEnabledInBuilder:
    'La fonction Événements n’est pas activée pour les utilisateurs du créateur de sites.',
  systemMaintenance: `Maintenance du système : ${productName} est en cours de mise à jour. Veuillez réessayer dans quelques minutes.`,
  gridTooLarge:
    'La largeur de colonne ou la hauteur de ligne est trop grande pour les dimensions de l’écran. Ajustez la largeur minimale de colonne ou la hauteur minimale de ligne dans le panneau de contrôle en haut à droite de l’écran.',
  shareEmailSubject: 'Regarde ce lien que j’ai trouvé !',
  poweredBy: `Propulsé par ${productName}`,
  wallSearchLabel: 'Rechercher sur ce mur',
  wallSearch: 'Rechercher',
  wallAllPosts: 'Toutes les publications',
  wallCollections: 'Collections',
  wallNetworkAccounts: 'Comptes {network}',
  wallPosts: 'Publications',
  wallPostsSlider: 'Carrousel de publications',
  overlayClose: 'Fermer',
  overlayHashtags: 'Hashtags',
  shareLabel: 'Partager',
  shareEmail: 'E-mail',
  imageFallbackAlt: 'Image',
  gridControls: 'Réglages de la grille',
  gridRefitHint: 'Flèche haut ou bas : réajuster la grille',
  gridWidth: 'Largeur de la grille',
  gridHeight: 'Hauteur de la grille',
  gridPadding: 'Marge de la grille',
  gridPixels: '{value} px',
  waterfallControls: 'Réglages de la cascade',
  waterfallSpeed: 'Vitesse de la cascade',
  waterfallColumn: 'Colonne {number}',
  mosaicEmpty: 'Aucune publication avec image pour l’instant.',
  mosaicPosts: 'Publications (les flèches passent d’une vignette à l’autre)',

  videoPlay: 'Lire la vidéo : {title}',
  opensInNewTab: '{label} (s’ouvre dans un nouvel onglet)',
  postBy: 'Publication de {author}',
  video: 'vidéo',
  videoNumbered: 'vidéo {number}',
  wallLogo: 'Logo de {name}',
  slideshowSlide: 'diapositive',
  waterfallSpeedValue: '{speed} (un nombre plus élevé fait défiler plus lentement)',
  wallNameBlank: 'Le nom ne doit pas être vide.',
  wallUserNameMissing: 'Veuillez saisir l’adresse du mur.',
  wallCreateFailed:
    'Une erreur s’est produite lors de la création du mur. Veuillez réessayer plus tard.',
  wallDeleteFailed: 'Un problème est survenu lors de la suppression de votre mur.',
  wallDeleted: 'Mur supprimé.',
  wallDeleteConfirm: 'Tapez « delete » pour confirmer.',
  wallNeedsOneAccount: 'Au moins un compte doit pouvoir accéder à ce mur.',
  wallInactive: 'Inactif',
  analyticsActivationFailed: 'Une erreur s’est produite lors de l’activation de vos statistiques.',
  requestWrong: 'Votre requête comportait une erreur.',
  requestProblem: 'Un problème est survenu lors du traitement de votre requête.',
  tooManyRequests: 'Trop de requêtes. Veuillez patienter un instant et réessayer.',
  notFound: 'Cette page est introuvable.',
  tokenExpired: 'Jeton expiré. Cliquez ici pour renouveler votre jeton.',
  noAccountsYet: 'Aucun compte ajouté pour l’instant.',
  ownerNothingYet:
    'Rien ici pour l’instant. Les publications viennent des sources et des publications que vous ajoutez dans Contenu ; avec l’approbation manuelle, elles attendent dans Publications privées jusqu’à ce que vous les approuviez.',
  connectFailed:
    'Une erreur s’est produite lors de la connexion de votre compte. Si cela persiste, contactez l’assistance.',
  upgradeRequired:
    'Cette fonction n’est pas incluse dans votre formule. Passez à une formule supérieure pour l’utiliser.',
  feedAllowanceLow:
    'Vous approchez de votre quota de flux. Passez à une formule supérieure pour en ajouter.',

  signInRequired: 'Veuillez vous connecter pour continuer.',
  signInFailed: 'Nom d’utilisateur ou mot de passe incorrect.',
  notAllowed: 'Votre compte n’a pas l’autorisation de faire cela.',
  mailNotSetUp:
    'L’e-mail n’est pas configuré sur ce serveur, il ne peut donc pas envoyer de liens. Demandez à son administrateur.',
  resetLinkInvalid: 'Ce lien de réinitialisation n’est pas valide. Demandez-en un nouveau.',
  resetLinkExpired: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
  resetLinkUsed:
    'Ce lien de réinitialisation a déjà été utilisé. Demandez-en un nouveau si besoin.',
  verifyLinkInvalid: 'Ce lien de vérification n’est pas valide.',
  verifyLinkExpired:
    'Ce lien de vérification a expiré. Envoyez-en un nouveau depuis les paramètres de votre compte.',
  fieldTooLong:
    '{field} ne doit pas dépasser {max, plural, one {# caractère} other {# caractères}}.',
  fieldControlCharacters: '{field} ne doit pas contenir de caractères de contrôle comme NUL.',
  fieldUrlScheme: '{field} doit être une adresse http:// ou https://.',
  feedAddressScheme:
    'Seuls les flux http:// et https:// peuvent être lus ; les adresses « {scheme} » ne sont pas prises en charge.',
  feedAddressPrivate:
    '{host} est une adresse privée ou locale ({address}) que ce serveur ne lit pas. Son administrateur peut autoriser la plage dans l’écran d’administration (flux intranet) ou avec CHORUS_FETCH_ALLOW.',
  accountSuspended:
    'Ce compte est suspendu. Demandez à l’administrateur de ce Chorus de le rétablir.',
  adminOnly: 'Seul l’administrateur de ce Chorus peut faire cela.',
  adminCannotSuspendSelf: 'Vous ne pouvez pas suspendre votre propre compte.',
  signupInviteOnly:
    'L’inscription sur ce Chorus se fait uniquement sur invitation. Demandez un lien d’invitation à son administrateur.',
  signupInviteUsed:
    'Ce lien d’invitation a déjà été utilisé ou n’existe pas. Demandez-en un nouveau à l’administrateur.',

  unsubscribeFailed:
    'Une erreur s’est produite lors de votre désabonnement. Contactez l’assistance afin que nous vous désabonnions manuellement.',
  informationUpdated: 'Vos informations ont été mises à jour',
  errorWithDetail: 'Une erreur s’est produite : {error}',
  stripeUnreachable: 'Impossible de contacter Stripe. Actualisez la page et réessayez.',
  cardUpdateFailed: 'Une erreur s’est produite lors de la mise à jour de la carte : {message}',
  realtimeTestStarted: 'Test des mises à jour insTINT lancé.',
  realtimeTestFailed: 'Désolé, le test des mises à jour insTINT n’a pas pu démarrer.',
  trialEndingSoon:
    'Votre essai se termine dans moins d’un jour. Choisissez une formule pour garder vos murs en ligne.',
  trialActive: 'Vous bénéficiez d’un essai gratuit.',
  chargeFailed:
    'Nous n’avons pas pu débiter votre carte. Veuillez mettre à jour vos données de carte.',
  cardDeclined: 'Votre carte a été refusée. Mettez-la à jour pour réactiver vos murs.',

  enterpriseUsernameTaken: 'Ce nom d’utilisateur existe déjà. Veuillez en choisir un autre.',
  enterpriseEmailTaken:
    'Un compte avec cette adresse e-mail existe déjà. Veuillez en choisir une autre.',
  enterpriseResponseUnparsable: 'Impossible de lire la réponse du serveur.',
  enterpriseSaveFailed: 'L’enregistrement du compte a échoué.',
  enterpriseDeleteFailed: 'Une erreur s’est produite lors de la suppression du compte.',
  enterpriseCreated: 'Compte créé !',
  enterpriseModified: 'Compte modifié !',
  enterpriseDeleted: 'Compte supprimé',
  enterpriseOwnershipAdded: 'Propriété du compte ajoutée !',
  enterpriseOwnershipRemoved: 'Propriété du compte retirée',
  enterpriseFetchFailed: 'Impossible de récupérer les comptes.',
  enterpriseUsernameTooShort:
    'Le nom d’utilisateur doit comporter au moins {min, plural, one {# caractère} other {# caractères}}.',
  enterprisePasswordTooShort:
    'Le mot de passe doit comporter au moins {min, plural, one {# caractère} other {# caractères}}.',
  enterpriseEmailRequired: 'L’adresse e-mail est obligatoire.',
  enterpriseEmailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  enterpriseNoLicenses: 'Toutes vos licences de compte sont utilisées.',
  enterpriseCannotGrant:
    'Vous ne pouvez accorder que les autorisations dont dispose votre propre compte.',

  referralNotEnoughCredits: 'Vous n’avez pas assez de crédits.',
  mapLoadFailed: 'Impossible de charger l’API Google Maps',
  mapLocationLookupFailed: 'Impossible de contacter FourSquare pour le lieu.',
  mapQueryAndNearRequired: 'veuillez saisir une recherche et un lieu valides',

  hashtagRequired: 'Veuillez saisir un hashtag.',
  geoRequired: 'Veuillez saisir une latitude, une longitude et un rayon.',
  geoInvalid: 'Latitude ou longitude invalide.',
  rssUrlRequired: 'Veuillez saisir une URL RSS.',
  rssUrlInvalid: 'URL invalide (auriez-vous oublié le « http:// » ?)',
  userIdMissing: 'Identifiant utilisateur manquant (contactez l’assistance).',
  fieldInvalid: 'Veuillez indiquer un champ « {field} » valide.',
  themeNotInstalled:
    'Le thème « {name} » n’est pas installé sur ce serveur : choisissez un thème installé.',

  embedHeightRequired: 'Hauteur obligatoire.',
  embedWidthRequired: 'Largeur obligatoire.',

  postSaved: 'Publication enregistrée.',
  postSaveFailed: 'L’enregistrement de la publication a échoué.',
  postImageChanged: 'Image modifiée.',
  postRejectFailed: 'Le refus de la publication a échoué.',
  postApproveFailed: 'L’approbation de la publication a échoué.',
  postPinFailed: 'L’épinglage en haut a échoué.',
  postUnpinFailed: 'Le désépinglage a échoué.',
  postHighlightFailed: 'La mise en avant de la publication a échoué.',
  uploadFailed: 'Une erreur s’est produite lors de l’envoi du fichier.',
  uploadError: 'Erreur d’envoi du fichier.',

  signInUsernameMissing: 'Veuillez saisir votre nom d’utilisateur ou votre e-mail.',
  signInPasswordMissing: 'Veuillez saisir votre mot de passe.',
  wallCreated: 'Votre mur {name} est prêt.',
  wallSwitchedOn: '{name} est activé.',
  wallSwitchedOff: '{name} est désactivé.',
  wallSwitchLocked: 'Votre formule ne permet pas un autre mur à l’état « {state} ».',

  slideshowRegion: 'Diaporama',
  slideshowCarousel: 'carrousel',
  slideshowControls: 'Commandes du diaporama',
  slideshowBack: 'Publication précédente',
  slideshowForward: 'Publication suivante',
  slideshowPlay: 'Lecture',
  slideshowPause: 'Pause',
  slideshowAnimation: 'Animation',
  slideshowTransition: 'Durée par publication',
  slideshowSeconds: '{seconds} s',
  slideshowFullscreen: 'Plein écran',
  slideshowCast: 'Diffuser sur une télévision',
  slideshowExitFullscreen: 'Quitter le plein écran',
  slideshowEdit: 'Modifier',
  slideshowPreview: 'Aperçu',
  slideshowPosition: 'Publication {current} sur {total}',
  qaQuestion: 'Question',
  qaUpNext: 'À suivre',

  editSourceConnected: '{label} est connecté. Ses publications arrivent.',
  editSourceRemoved: '{label} est supprimé, avec ses publications.',
  editSourceModerated: 'Les publications de {label} attendent désormais votre approbation.',
  editSourceUnmoderated: 'Les publications de {label} apparaissent désormais tout de suite.',
  editSourceOk: 'Connecté ; dernière importation {time}.',
  editSourceRateLimited:
    'Le réseau nous a demandé de ralentir ; prochaine importation après {time}.',
  editSourceFailing: 'L’importation a échoué : {error}',
  editSourcePaused: 'En pause : aucune nouvelle publication n’est importée.',
  editSourceQuotaSpent: 'Limité jusqu’à {time}.',
  editSourceQuotaLeft: '{remaining} requêtes sur {limit} restantes jusqu’à {time}.',
  editSourceQuotaLeftNoReset: '{remaining} requêtes sur {limit} restantes.',
  editSourceQuotaSearchesLeft: '{remaining} recherches sur {limit} restantes jusqu’à {time}.',
  editSourceQuotaSearchesLeftNoReset: '{remaining} recherches sur {limit} restantes.',
  editSourceQuotaRemaining: '{remaining} requêtes restantes jusqu’à {time}.',
  editSourceQuotaDaily: 'Quota quotidien : {used} unités sur {limit} utilisées.',
  editSourceCredentialsSaved: 'Identifiants enregistrés ; ils ne seront plus jamais affichés.',
  editPopupBlocked:
    'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site et réessayez.',
  editSettingsSaved: 'Enregistré.',
  editAnalyticsInactive:
    'Les statistiques ne sont pas activées pour ce mur. Chorus ne compte pas encore les visites : les rapports arriveront dans une prochaine version.',
  editAnalyticsActive:
    'Les statistiques sont activées pour ce mur. Chorus ne compte pas encore les visites : les rapports arriveront dans une prochaine version.',
  editAnalyticsActivated: 'Statistiques activées.',

  pageLoading: 'Chargement…',

  postApproved: 'Publication approuvée.',
  postRejected: 'Publication refusée : elle attend de nouveau dans Publications privées.',
  postDeleted: 'Publication supprimée.',
  postDeleteFailed: 'La suppression de la publication a échoué.',
  postDeleteConfirm:
    'Mettre cette publication à la corbeille ? Elle peut être restaurée pendant 30 jours ; une nouvelle importation ne la ramènera pas.',
  postPinned: 'Publication épinglée en haut.',
  postUnpinned: 'Publication désépinglée.',
  postHighlighted: 'Publication mise en avant.',
  postUnhighlighted: 'Publication plus mise en avant.',
  postDisplayed: 'Publication affichée maintenant sur tous les écrans en direct.',
  postDisplayFailed: 'L’affichage de la publication a échoué.',
  bulkApproveProgress: 'Approbation de {done} sur {total}…',
  bulkApproveDone:
    '{count, plural, one {# publication approuvée} other {# publications approuvées}}.',
  bulkApprovePartial: '{approved} publications sur {total} approuvées ; {failed} en échec.',
  moderationNewPosts:
    '{count, plural, one {# nouvelle publication} other {# nouvelles publications}} à modérer.',
  embedCodeCopied: 'Code d’intégration copié.',
  whiteLabelLinksReady:
    'Les liens en marque blanche sont prêts. Toute personne disposant d’un lien peut modérer ce mur.',

  screenBlockedAuthor: 'Auteur bloqué {author}.',
  screenAllowedAuthor: 'Auteur autorisé {author}.',
  screenBlockedWord: 'Contient le mot bloqué « {word} ».',
  screenProfanity: 'Contient des grossièretés.',
  screenMissingHashtag: 'Ne contient aucun de {hashtags}.',
  screenNoImage: 'N’a pas d’image.',
  screenHasLink: 'Contient un lien.',
  screenTooShort: 'Plus court que {characters, plural, one {# caractère} other {# caractères}}.',
  screenLanguage: 'Écrit dans une langue non autorisée ({language}).',
  screenDuplicate: 'Même texte ou même image que la publication {postId}.',
  screenRulesSaved: 'Règles de filtrage enregistrées.',
  screenRulesRescreened:
    'Règles de filtrage enregistrées ; les publications en attente ont été filtrées de nouveau et {count} d’entre elles ont été déplacées.',
  screenRulesSaveFailed:
    'Les règles de filtrage n’ont pas été enregistrées. Vérifiez les champs signalés.',
  postRestored: 'Publication remise sur le mur.',
  postRestoreFailed: 'Cette publication n’est plus dans la corbeille.',
  postPurged: 'Publication supprimée définitivement.',
  trashEmptied: 'Corbeille vidée.',
  actionUndone: 'Votre dernière action a été annulée.',
  nothingToUndo: 'Vous n’avez rien à annuler sur ce mur.',
  trashEmptyConfirm:
    'Supprimer définitivement toutes les publications de la corbeille ? Une nouvelle importation ne les ramènera pas.',

  scheduleExpiresBeforePublish: 'La publication doit quitter le mur après sa mise en ligne.',
  scheduleExpiresInPast: 'Le moment où la publication quitte le mur doit être dans le futur.',
  shuffleSaved: 'Mélange des publications enregistré.',
  shuffleIdleMinutesRange: 'Choisissez entre {min} et {max} minutes.',

  oauthConnected: '{network} est connecté. Cette fenêtre se ferme toute seule.',
  oauthDenied:
    'La connexion à {network} a été annulée, rien n’a donc changé. Fermez cette fenêtre.',
  oauthExpired:
    'Cette fenêtre de connexion a expiré ou a déjà été utilisée. Fermez-la et connectez-vous de nouveau.',
  oauthFailed:
    '{network} n’a pas accepté la connexion ({reason}). Fermez cette fenêtre et réessayez.',
  oauthNotConfigured:
    'La connexion avec {network} n’est pas configurée sur ce serveur Chorus. Demandez à son administrateur de définir {variable}.',
  oauthClose: 'Fermer cette fenêtre',

  // Owner app: the dashboard's wall cards and their next steps (issue 15; Chorus wording)
  dashboardWallsView: 'Afficher les murs en',
  dashboardCardsView: 'Cartes',
  dashboardTableView: 'Tableau',
  wallCardActive: 'Actif',
  wallCardApproved: 'Publications approuvées',
  wallCardPending: 'En attente de modération',
  wallCardSources: 'Sources',
  wallCardSourcesFailing: 'Sources à vérifier : {count}',
  wallCardViewers: 'Spectateurs en ce moment : {count}',
  wallThumbnailPicture: 'Une image récente de {name}',
  wallThumbnailTheme: 'Thème {theme}, pas encore d’images',
  wallNoSources: 'Aucune source n’alimente encore ce mur.',
  wallAddSource: 'Ajouter une source',
  wallPendingNext: 'Des publications attendent votre approbation.',
  wallModerate: 'Modérer',
  dashboardPostsColumn: 'Publications',
  // The site header and the sign-in prompt of owner screens.
  siteNavLabel: 'Principal',
  siteNavDashboard: 'Tableau de bord',
  siteNavInstance: 'Instance',
  siteSignedInAs: 'Connecté en tant que {username}',
  siteSignOut: 'Se déconnecter',
  siteSignIn: 'Se connecter',
  siteSignUp: 'Créer un compte',
  signInChecking: 'Vérification de votre connexion…',
  signInRequiredHeading: 'Connexion requise',
  signInToWhat: '{signIn} pour {what}.',
  // Every screen's frame.
  skipToContent: 'Aller au contenu',
  pageReload: 'Recharger',
  routeFactsLabel: 'Route',
  // The site's public pages: the landing page, not found, leaving for the server.
  indexLead:
    'Un mur social que vous hébergez vous-même : Chorus rassemble les publications des comptes, hashtags et flux que vous choisissez, vous laisse les approuver et les affiche en direct, sur leur propre page, sur le grand écran de votre événement ou dans votre site web.',
  indexConnectWord: 'Connectez',
  indexConnect: '{word} des réseaux et des flux ; chacun est un plugin.',
  indexModerateWord: 'Modérez',
  indexModerate: '{word} à la main ou avec des règles, avant que rien ne soit affiché.',
  indexShowWord: 'Affichez',
  indexShow:
    '{word} des cartes, un diaporama ou un fil ; les nouvelles publications apparaissent d’elles-mêmes.',
  indexNextSteps: 'Prochaines étapes',
  indexGoToDashboard: 'Aller au tableau de bord',
  indexStepAccount: 'Créez un compte : le premier sur un nouveau Chorus en est l’administrateur.',
  indexStepWall:
    'Créez votre premier mur à partir d’un modèle : un mur d’événement ou un fil pour site web.',
  indexCreateAccount: 'Créer un compte',
  demoPreviewHeading: 'Le mur de démonstration, en direct',
  demoPreviewFrame: 'Aperçu du mur de démonstration',
  demoPreviewOpen: 'Ouvrir le mur de démonstration',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page demandée est introuvable.',
  notFoundHome: 'Aller à l’accueil',
  redirectLeaving: 'Vous quittez Chorus',
  redirectUnavailable: 'Page indisponible',
  redirectOpening: 'Ouverture de la page sur le serveur…',
  redirectNotServed: 'Ce serveur ne sert pas cette page.',
  // The screens that only list their route's facts, for now.
  screenAnalytics: 'Statistiques',
  screenBuilderWall: 'Mur pour créateur de site',
  screenBuilderSettings: 'Réglages pour créateur de site',
  screenStaticPage: 'Page statique',
  screenTemplate: 'Modèle',
  routeFactWall: 'Mur',
  routeFactPage: 'Page',
  routeFactTemplate: 'Modèle',
  routeFactAddress: 'Adresse',
} as const satisfies Catalogue;
